import { PASSWORD_MIN_LENGTH } from '@surcos/contracts/limits';

/**
 * Every text the UI shows, in one place. The English alert texts are kept
 * exactly as SPEC.md gives them: they are the product's messages.
 * Validation and server error messages come from @surcos/contracts, which the
 * API shares, so both sides say the same thing.
 */
export const es = {
  app: {
    name: 'Surcos',
    documentTitle: (page: string) => `${page} · Surcos`,
    skipToContent: 'Saltar al contenido',
    copyright: (year: number) => `© ${year} Surcos`,
    loading: 'Cargando...',
  },

  nav: {
    label: 'Principal',
    menu: 'Menú',
    explore: 'Explorar',
    feed: 'Feed',
    albums: 'Albums',
    collections: 'Colecciones',
    followers: 'Seguidores',
    following: 'Siguiendo',
    messages: 'Mensajes',
    wishlist: 'Wishlist',
    profile: 'Perfil',
    feedHasNew: '¡Nuevos!',
    /** Read after the entry name by screen readers: "Albums (3)". */
    badgeAccessible: (count: number) => `(${count})`,
    badgeVisible: (count: number) => (count > 99 ? '99+' : String(count)),
  },

  session: {
    loadError: 'No se pudo comprobar tu sesión.',
    retry: 'Reintentar',
  },

  errors: {
    network: 'No se pudo conectar con el servidor. Comprueba tu conexión.',
    unexpected: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    routeTitle: 'Algo ha salido mal',
    routeText: 'No se pudo mostrar esta página. Recarga la página para intentarlo de nuevo.',
    reload: 'Recargar la página',
  },

  toast: {
    region: 'Notificaciones',
    close: 'Cerrar',
  },

  dialog: {
    close: 'Cerrar',
  },

  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    currentPassword: 'Contraseña actual',
    passwordHint: `Al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    newPasswordHint: `Opcional. Al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    currentPasswordHint: 'Solo es obligatoria si cambias la contraseña.',
  },

  login: {
    title: 'Iniciar sesión',
    submit: 'Iniciar sesión',
    toRegister: '¿No tienes cuenta? Regístrate',
    success: 'User logged in successfully',
    failure: 'Error logging in user. Please check your credentials and try again.',
  },

  register: {
    title: 'Crear cuenta',
    submit: 'Registrarse',
    toLogin: '¿Ya tienes cuenta? Inicia sesión',
    success: 'User registered successfully',
    failure: 'Error registering user. Please try again.',
  },

  profile: {
    title: 'Perfil',
    edit: 'Editar perfil',
    publicProfile: 'Ver mi perfil público',
    signOut: 'Cerrar sesión',
    emailChanged: 'Tu correo electrónico se ha actualizado.',
    emailChangeFailed: 'El enlace no es válido o ha caducado.',
  },

  editProfile: {
    title: 'Editar perfil',
    save: 'Guardar',
    cancel: 'Cancelar',
    nothingChanged: 'No hay cambios que guardar.',
    success: 'Changes saved successfully',
    failure: 'Error updating user. Please try again.',
    emailVerificationSent: 'Verification email sent. Please verify your new email before logging in again.',
  },

  deleteAccount: {
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
    success: 'User account deleted successfully',
    failure: 'Error deleting user. Please try again.',
  },

  pages: {
    explore: 'Explorar',
    feed: 'Feed',
    albums: 'Mis álbumes',
    addAlbum: 'Añadir álbum',
    album: 'Álbum',
    collections: 'Colecciones',
    addCollection: 'Nueva colección',
    editCollection: 'Editar colección',
    collection: 'Colección',
    wishlist: 'Wishlist',
    messages: 'Mensajes',
    conversation: 'Conversación',
    followers: 'Seguidores',
    following: 'Siguiendo',
    userProfile: 'Perfil de usuario',
  },

  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al inicio',
  },

  covers: {
    alt: (name: string) => `Portada de ${name}`,
  },
} as const;

/**
 * SPEC.md keeps these product messages in English. They are marked lang="en"
 * where shown, so screen readers pronounce them in English (WCAG 3.1.2).
 */
const ENGLISH_TEXTS: ReadonlySet<string> = new Set([
  es.login.success,
  es.login.failure,
  es.register.success,
  es.register.failure,
  es.editProfile.success,
  es.editProfile.failure,
  es.editProfile.emailVerificationSent,
  es.deleteAccount.success,
  es.deleteAccount.failure,
]);

export function textLang(text: string): 'en' | undefined {
  return ENGLISH_TEXTS.has(text) ? 'en' : undefined;
}
