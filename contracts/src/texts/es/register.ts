import { englishAlerts } from './english-alerts.ts';

export const register = {
  title: 'Crear cuenta',
  submit: 'Registrarse',
  toLogin: '¿Ya tienes cuenta? Inicia sesión',
  success: englishAlerts.registerSuccess,
  failure: englishAlerts.registerFailure,
};
