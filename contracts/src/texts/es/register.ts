export const register = {
  title: 'Crear cuenta',
  submit: 'Registrarse',
  toLogin: '¿Ya tienes cuenta? Inicia sesión',
  success: 'Cuenta creada. Te damos la bienvenida a Surcos.',
  failure: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
};
