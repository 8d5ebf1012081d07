export const resetPassword = {
  title: 'Elegir una contraseña nueva',
  submit: 'Guardar la contraseña',
  checking: 'Comprobando el enlace…',
  success: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
  invalidTitle: 'El enlace no sirve',
  invalidText:
    'Este enlace para cambiar la contraseña ha caducado, ya se ha usado o no es correcto. Los enlaces duran una hora y solo sirven una vez.',
  requestNew: 'Pedir un enlace nuevo',
};
