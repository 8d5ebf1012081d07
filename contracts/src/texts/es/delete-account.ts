export const deleteAccount = {
  section: 'Eliminar cuenta',
  sectionText:
    'Borra tu cuenta junto con tus álbumes, tu wishlist, tus colecciones y tus seguimientos. No se puede deshacer.',
  open: 'Eliminar cuenta',
  dialogTitle: '¿Eliminar tu cuenta?',
  dialogText:
    'Se eliminarán tus álbumes, tu wishlist, tus colecciones y tus seguimientos. Esta acción no se puede deshacer.',
  passwordHint: 'Escribe tu contraseña para confirmar.',
  confirm: 'Eliminar',
  cancel: 'Cancelar',
  success: 'Cuenta eliminada.',
  failure: 'No se pudo eliminar la cuenta. Inténtalo de nuevo.',
};
