export const editProfile = {
  title: 'Editar perfil',
  save: 'Guardar',
  cancel: 'Cancelar',
  nothingChanged: 'No hay cambios que guardar.',
  success: 'Cambios guardados.',
  failure: 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
  emailVerificationSent:
    'Te hemos enviado un correo de verificación. Confirma tu nuevo correo antes de volver a iniciar sesión.',
};
