export const login = {
  title: 'Iniciar sesión',
  submit: 'Iniciar sesión',
  toRegister: '¿No tienes cuenta? Regístrate',
  forgotPassword: '¿Has olvidado tu contraseña?',
  success: 'Has iniciado sesión.',
  failure: 'No se pudo iniciar sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
};
