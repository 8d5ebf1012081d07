import { englishAlerts } from './english-alerts.ts';

export const login = {
  title: 'Iniciar sesión',
  submit: 'Iniciar sesión',
  toRegister: '¿No tienes cuenta? Regístrate',
  forgotPassword: '¿Has olvidado tu contraseña?',
  success: englishAlerts.loginSuccess,
  failure: englishAlerts.loginFailure,
};
