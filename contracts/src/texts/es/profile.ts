export const profile = {
  title: 'Perfil',
  edit: 'Editar perfil',
  publicProfile: 'Ver mi perfil público',
  signOut: 'Cerrar sesión',
  emailChanged: 'Tu correo electrónico se ha actualizado.',
  emailChangeFailed: 'El enlace no es válido o ha caducado.',
  sections: {
    account: 'Tu cuenta',
    collection: 'Tu colección',
    appearance: 'Apariencia',
    privacy: 'Privacidad y seguridad',
  },
  /** The links to Estadísticas, Coincidencias and Importar, on Perfil and My albums. */
  collectionTools: 'Herramientas de tu colección',
  theme: {
    legend: 'Tema',
    hint: 'Se recuerda en este dispositivo.',
    options: { system: 'Como el sistema', light: 'Claro', dark: 'Oscuro' },
  },
};
