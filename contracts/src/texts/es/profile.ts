export const profile = {
  title: 'Perfil',
  edit: 'Editar perfil',
  publicProfile: 'Ver mi perfil público',
  signOut: 'Cerrar sesión',
  emailChanged: 'Tu correo electrónico se ha actualizado.',
  emailChangeFailed: 'El enlace no es válido o ha caducado.',
};
