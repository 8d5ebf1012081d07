export const forgotPassword = {
  title: 'Recuperar la contraseña',
  intro:
    'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  submit: 'Enviar el enlace',
  sentTitle: 'Revisa tu correo',
  sent: 'Si hay una cuenta con ese correo electrónico, te hemos enviado un enlace para elegir una contraseña nueva. El enlace caduca en una hora y solo sirve una vez.',
  sentHint: 'Si no lo ves en unos minutos, mira en la carpeta de correo no deseado.',
  toLogin: 'Volver a iniciar sesión',
};
