import type { AlbumSort } from '../albums.ts';
import type { Privacy } from '../collections.ts';
import type { ErrorCode } from '../errors.ts';
import type { AuditAction } from '../admin.ts';
import type { ReportReason, ReportState, ReportTargetKind } from '../reports.ts';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_MAX_ALBUMS,
  COLLECTION_NAME_MAX_LENGTH,
  COPY_CUSTOM_FIELD_NAME_MAX_LENGTH,
  COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  COPY_CUSTOM_FIELDS_MAX,
  COPY_FOLDER_MAX_LENGTH,
  COPY_NOTES_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  REPORT_TEXT_MAX_LENGTH,
  SUSPENSION_REASON_MAX_LENGTH,
} from '../limits.ts';

/**
 * Every text Surcos shows, in Spanish: the web app's screens, the API's
 * errors and validation messages, and the mails. Both sides import it; it
 * has no runtime dependency (zod included), so the first download can carry
 * it. The English alert texts are kept exactly as SPEC.md gives them: they
 * are the product's messages. A second language is a second file of the
 * same `Catalogue` type (see texts.ts), not an edit of the components.
 */
export const es = {
  /** The BCP 47 locale dates and numbers are written in. */
  locale: 'es-ES',

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
    admin: 'Administración',
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
    forgotPassword: '¿Has olvidado tu contraseña?',
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

  forgotPassword: {
    title: 'Recuperar la contraseña',
    intro:
      'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar el enlace',
    sentTitle: 'Revisa tu correo',
    sent: 'Si hay una cuenta con ese correo electrónico, te hemos enviado un enlace para elegir una contraseña nueva. El enlace caduca en una hora y solo sirve una vez.',
    sentHint: 'Si no lo ves en unos minutos, mira en la carpeta de correo no deseado.',
    toLogin: 'Volver a iniciar sesión',
  },

  resetPassword: {
    title: 'Elegir una contraseña nueva',
    submit: 'Guardar la contraseña',
    checking: 'Comprobando el enlace...',
    success: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
    invalidTitle: 'El enlace no sirve',
    invalidText:
      'Este enlace para cambiar la contraseña ha caducado, ya se ha usado o no es correcto. Los enlaces duran una hora y solo sirven una vez.',
    requestNew: 'Pedir un enlace nuevo',
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
    stats: 'Estadísticas',
    matches: 'Coincidencias',
  },

  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al inicio',
  },

  covers: {
    alt: (name: string) => `Portada de ${name}`,
  },

  lists: {
    onThisPage: 'En esta página',
    albumCount: (count: number) => (count === 1 ? '1 álbum' : `${count} álbumes`),
    loading: 'Cargando...',
    loadMore: 'Cargar más',
    retry: 'Reintentar',
    sortLabel: 'Ordenar por',
    /** ALBUM_SORTS in the order the select offers them; the default first (PRODUCT.md 11). */
    sorts: {
      dateAddedDesc: 'Más recientes',
      artistAsc: 'Artista (A-Z)',
      artistDesc: 'Artista (Z-A)',
      nameAsc: 'Álbum (A-Z)',
      nameDesc: 'Álbum (Z-A)',
      yearDesc: 'Año (más recientes)',
      yearAsc: 'Año (más antiguos)',
      genreAsc: 'Género',
    } satisfies Record<AlbumSort, string>,
    noAlbumsFound: 'No se encontraron álbumes.',
  },

  addAlbum: {
    searchLabel: 'Buscar por artista o álbum',
    minLength: `Escribe al menos ${SEARCH_QUERY_MIN_LENGTH} caracteres.`,
    searching: 'Buscando...',
    results: 'Resultados de la búsqueda',
    rateLimited: 'Demasiadas peticiones a Discogs. Intenta de nuevo en unos segundos.',
    add: 'Añadir',
    added: 'Añadido',
    success: 'Álbum añadido a tus álbumes.',
  },

  myAlbums: {
    searchLabel: 'Buscar en mis álbumes',
    add: 'Añadir álbum',
    gridLabel: 'Mis álbumes',
    empty: 'No has añadido ningún álbum todavía.',
    /** Under a card when the user has more than one copy of it. */
    copyCount: (count: number) => (count === 1 ? '1 copia' : `${count} copias`),
    filtersLabel: 'Filtrar mis álbumes',
    folderFilter: 'Carpeta',
    formatFilter: 'Formato',
    conditionFilter: 'Estado del disco',
    anyFolder: 'Todas las carpetas',
    anyFormat: 'Todos los formatos',
    anyCondition: 'Cualquier estado',
  },

  album: {
    fields: {
      artist: 'Artista',
      year: 'Año',
      genre: 'Género',
      label: 'Sello',
      country: 'País',
      released: 'Publicado',
      notes: 'Notas',
      formats: 'Formatos',
      lowestPrice: 'Precio más bajo',
      styles: 'Estilos',
      rating: 'Valoración',
      ratingCount: 'Número de valoraciones',
      credits: 'Créditos',
    },
    discogs: 'Ver en Discogs',
    tracklist: 'Lista de canciones',
    videos: 'Vídeos',
    owners: 'Añadido por',
    wishlistedBy: 'En wishlist de',
    nobody: 'Nadie todavía.',
    back: 'Volver',
    addToMine: 'Añadir a mis álbumes',
    removeFromMine: 'Eliminar de mis álbumes',
    confirmRemoval: '¿Seguro que quieres eliminar este álbum de tu colección?',
    confirmRemove: 'Eliminar',
    cancelRemove: 'Cancelar',
    added: 'Álbum añadido a tus álbumes.',
    removed: 'Álbum eliminado de tus álbumes.',
    removeFailed: 'Error eliminando álbum de mis albums. Por favor, inténtalo de nuevo.',
    signInToAdd: 'Debes iniciar sesión para añadir un álbum.',
    signIn: 'Iniciar sesión',
    notFound: 'Álbum no encontrado.',
    fetchFailed: 'Error fetching album. Please try again.',
  },

  wishlist: {
    add: 'Añadir a wishlist',
    remove: 'Quitar de wishlist',
    added: 'Álbum añadido a tu wishlist.',
    removed: 'Álbum quitado de tu wishlist.',
    removeEntry: 'Quitar',
    /** Read after 'Quitar': "Quitar Kind of Blue de la wishlist". */
    removeEntryTarget: (name: string) => `${name} de la wishlist`,
    gridLabel: 'Álbumes en tu wishlist',
    empty: 'No hay álbumes en tu wishlist.',
  },

  matches: {
    /** On each wishlist entry: the followed users who own it. */
    owners: 'Lo tienen:',
    /** On My albums and the album page: the followed users who wish for it. */
    wishers: 'Lo buscan:',
    /** After a name when the match is another pressing of the same album. */
    otherPressing: 'otra edición',
    samePressing: 'misma edición',
    link: 'Coincidencias',
    intro:
      'Discos que tienen las personas que sigues y están en tu wishlist, y discos tuyos que ellas buscan.',
    empty:
      'Aún no hay coincidencias. Cuando alguien a quien sigues tenga un disco de tu wishlist, o busque uno de los tuyos, aparecerá aquí.',
    listLabel: 'Coincidencias por persona',
    theyHave: (name: string) => `${name} tiene discos de tu wishlist`,
    theyWant: (name: string) => `${name} busca discos que tienes`,
    /** The other person's pressing, when it is not the viewer's own. */
    theirPressing: (name: string, label: string, year: string) => `Su edición: ${name} (${label}, ${year})`,
    message: 'Escribir sobre este disco',
    /** Read after the button's text: "Escribir sobre este disco a Bea: Kind of Blue". */
    messageTarget: (person: string, album: string) => `a ${person}: ${album}`,
    /** The message the conversation opens with, for the viewer to edit or send. */
    draftTheyHave: (album: string, artist: string) =>
      `¡Hola! He visto que tienes «${album}» de ${artist}, que está en mi wishlist. ¿Te interesaría cambiarlo o venderlo?`,
    draftTheyWant: (album: string, artist: string) =>
      `¡Hola! He visto que buscas «${album}» de ${artist}. Yo lo tengo, ¿hablamos?`,
  },

  collections: {
    add: 'Añadir colección',
    listLabel: 'Mis colecciones',
    empty: 'No has añadido ninguna colección todavía.',
    privacy: { public: 'Pública', private: 'Privada' } satisfies Record<Privacy, string>,
    createdBy: 'Creada por',
    /** Read instead of the cover previews: "Primeros álbumes de Jazz modal". */
    previewOf: (name: string) => `Primeros álbumes de ${name}`,
    albums: 'Álbumes',
    albumsOf: (name: string) => `Álbumes de ${name}`,
    noAlbums: 'Esta colección no tiene álbumes.',
    edit: 'Editar colección',
    delete: 'Eliminar colección',
    confirmDeletion: '¿Seguro que quieres eliminar esta colección?',
    confirmDeletionText: 'Los álbumes seguirán en tus álbumes.',
    confirmDelete: 'Eliminar',
    cancelDelete: 'Cancelar',
    loadFailed: 'Hubo un error al cargar la colección. Por favor, inténtalo de nuevo.',
    notFound: 'No se encontró la colección.',
    created: 'La colección se ha creado con éxito.',
    updated: 'La colección se ha actualizado con éxito.',
    deleted: 'La colección se ha eliminado con éxito.',
    createFailed: 'Hubo un error creando la colección. Por favor, inténtalo de nuevo.',
    updateFailed: 'Hubo un error actualizando la colección. Por favor, inténtalo de nuevo.',
    deleteFailed: 'Hubo un error eliminando la colección. Por favor, inténtalo de nuevo.',
    form: {
      name: 'Nombre',
      description: 'Descripción',
      descriptionHint: 'Opcional.',
      privacy: 'Privacidad',
      albums: 'Álbumes',
      albumsHint: 'Elige entre tus álbumes: pulsa un álbum para añadirlo o quitarlo.',
      searchAlbums: 'Buscar en mis álbumes',
      myAlbums: 'Tus álbumes',
      chosen: (count: number) =>
        count === 0
          ? 'Ningún álbum elegido.'
          : count === 1
            ? '1 álbum elegido.'
            : `${count} álbumes elegidos.`,
      chosenList: 'Álbumes elegidos',
      unchoose: (name: string) => `Quitar ${name}`,
      create: 'Crear colección',
      save: 'Guardar cambios',
      cancel: 'Cancelar',
      nameAndAlbumRequired: 'La colección debe tener al menos un nombre y un álbum.',
    },
  },

  explore: {
    searchLabel: 'Buscar por artista o álbum',
    albums: 'Álbumes',
    collections: 'Colecciones',
    users: 'Usuarios',
    noAlbums: 'No hay álbumes disponibles.',
    noCollections: 'No hay colecciones disponibles.',
    noCollectionsFound: 'No se encontraron colecciones.',
  },

  users: {
    noUsers: 'No se encontraron usuarios.',
  },

  messages: {
    listLabel: 'Conversaciones',
    empty: 'Aún no has recibido ningún mensaje.',
    read: 'Leído',
    unread: 'No leído',
    noMessagesYet: 'Todavía no hay mensajes.',
    /** SPEC.md's name for a participant whose account was deleted. */
    deletedUser: 'Usuario eliminado',
    me: 'Yo',
    /** SPEC.md §2, exactly. */
    typing: (name: string) => `${name} está escribiendo...`,
    historyLabel: (name: string) => `Mensajes con ${name}`,
    historyStart: 'Aquí empieza la conversación.',
    loadOlder: 'Cargar mensajes anteriores',
    inputLabel: 'Mensaje',
    inputHint: 'Intro envía el mensaje; Mayús + Intro añade una línea.',
    send: 'Enviar',
    sending: 'Enviando...',
    tooLong: (max: number) => `El mensaje no puede tener más de ${max} caracteres.`,
    back: 'Volver a Mensajes',
    notFound: 'No se encontró la conversación.',
    recipientDeleted: 'Este usuario ha eliminado su cuenta: ya no puede recibir mensajes.',
    sendMessage: 'Enviar mensaje',
  },

  social: {
    follow: 'Seguir',
    unfollow: 'Dejar de seguir',
    followed: (name: string) => `Ahora sigues a ${name}.`,
    unfollowed: (name: string) => `Has dejado de seguir a ${name}.`,
    signInToFollow: '¿Quieres seguir a este usuario?',
    signIn: 'Iniciar sesión',
    /** SPEC.md §8. */
    userNotFound: 'No se ha encontrado el usuario',
    followers: 'Seguidores',
    following: 'Siguiendo',
    albums: 'Álbumes',
    collections: 'Colecciones',
    albumsOf: (name: string) => `Álbumes de ${name}`,
    collectionsOf: (name: string) => `Colecciones de ${name}`,
    noAlbums: 'Este usuario aún no ha añadido ningún álbum.',
    noOwnAlbums: 'No has añadido ningún álbum todavía.',
    noCollections: 'Este usuario no tiene colecciones públicas.',
    noOwnCollections: 'Aún no tienes colecciones públicas.',
    previewOf: (name: string) => `Primeros álbumes de ${name}`,
    followersEmpty: 'Aún no tienes seguidores.',
    followingEmpty: 'Aún no sigues a ningún usuario.',
    signInForFollowers: 'Inicia sesión para ver quién te sigue.',
    signInForFollowing: 'Inicia sesión para ver a quién sigues.',
  },

  feed: {
    label: 'Novedades de los usuarios que sigues',
    empty:
      'Todavía no hay novedades. Sigue a otros usuarios para ver aquí los álbumes y las colecciones que añadan.',
    album: 'Álbum',
    collection: 'Colección',
    addedBy: 'Añadido por',
    createdBy: 'Creada por',
    signIn: 'Inicia sesión para ver las novedades de los usuarios que sigues.',
    imported: (name: string, count: number) => `${name} importó ${count} ${count === 1 ? 'disco' : 'discos'}`,
    import: 'Importación',
  },

  /** Default text of each error code; a route may send a more precise one. */
  errorCodes: {
    VALIDATION_FAILED: 'Los datos enviados no son válidos.',
    UNAUTHENTICATED: 'Usuario no autenticado.',
    FORBIDDEN: 'No tienes permiso para hacer esto.',
    NOT_FOUND: 'No se ha encontrado lo que buscas.',
    INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos.',
    INVALID_PASSWORD: 'La contraseña actual no es correcta.',
    EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
    EMAIL_UNCHANGED: 'El nuevo correo electrónico es igual al actual.',
    INVALID_TOKEN: 'El enlace no es válido o ha caducado.',
    RATE_LIMITED: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    MAIL_UNAVAILABLE: 'El envío de correos no está disponible. Inténtalo más tarde.',
    PAYLOAD_TOO_LARGE: 'La petición es demasiado grande.',
    SERVICE_UNAVAILABLE: 'El servicio no está disponible. Inténtalo más tarde.',
    MUSIC_DATABASE_RATE_LIMITED: 'Demasiadas peticiones a Discogs. Intenta de nuevo en unos segundos.',
    MUSIC_DATABASE_UNAVAILABLE: 'No se pudo consultar la base de datos musical. Inténtalo de nuevo.',
    ALREADY_OWNED: 'Este álbum ya está en tu colección.',
    ALBUM_NOT_OWNED: 'Solo puedes elegir álbumes que estén en tus álbumes.',
    CANNOT_FOLLOW_SELF: 'No puedes seguirte a ti mismo.',
    CANNOT_MESSAGE_SELF: 'No puedes enviarte mensajes a ti mismo.',
    RECIPIENT_DELETED: 'Este usuario ha eliminado su cuenta: ya no puede recibir mensajes.',
    MESSAGE_RATE_LIMITED: 'Estás enviando mensajes demasiado rápido. Espera unos segundos.',
    IMPORT_IN_PROGRESS:
      'Ya tienes una importación en curso. Espera a que termine o cancélala antes de empezar otra.',
    INTERNAL: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    CANNOT_BLOCK_SELF: 'No puedes bloquearte a ti mismo.',
    CANNOT_MUTE_SELF: 'No puedes silenciarte a ti mismo.',
    ACCOUNT_SUSPENDED: 'Tu cuenta está suspendida.',
    CANNOT_MODERATE_ADMIN: 'No se puede suspender ni eliminar a un administrador.',
    COLLECTION_HIDDEN:
      'La moderación ha ocultado esta colección: no puedes hacerla pública mientras siga oculta.',
    REPORT_RESOLVED: 'Esta denuncia ya está resuelta.',
    CANNOT_REPORT_SELF: 'No puedes denunciarte a ti mismo.',
  } satisfies Record<ErrorCode, string>,

  /** What the API says about input it refuses, and what forms say before sending it. */
  validation: {
    invalid: 'Los datos enviados no son válidos.',
    nameRequired: 'El nombre es obligatorio.',
    nameTooLong: `El nombre no puede tener más de ${NAME_MAX_LENGTH} caracteres.`,
    emailRequired: 'El correo electrónico es obligatorio.',
    emailTooLong: 'El correo electrónico es demasiado largo.',
    emailInvalid: 'Introduce un correo electrónico válido.',
    passwordRequired: 'La contraseña es obligatoria.',
    passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    passwordTooLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
    passwordTooLongShort: 'La contraseña es demasiado larga.',
    currentPasswordRequired: 'Introduce tu contraseña actual.',
    confirmPasswordRequired: 'Introduce tu contraseña para confirmar.',
    albumIdInvalid: 'Identificador de álbum no válido.',
    searchTooShort: `Escribe al menos ${SEARCH_QUERY_MIN_LENGTH} caracteres.`,
    searchTooLong: `La búsqueda no puede tener más de ${SEARCH_QUERY_MAX_LENGTH} caracteres.`,
    pageNumber: (max: number) => `La página debe ser un número entero entre 1 y ${max}.`,
    cursor: 'La posición en la lista no es válida: vuelve a cargarla desde el principio.',
    matchAlbumIds: (max: number) => `Indica entre 1 y ${max} identificadores de álbum separados por comas.`,
    collectionNameAndAlbumRequired: 'La colección debe tener al menos un nombre y un álbum.',
    collectionNameTooLong: `El nombre de la colección no puede tener más de ${COLLECTION_NAME_MAX_LENGTH} caracteres.`,
    collectionDescriptionTooLong: `La descripción no puede tener más de ${COLLECTION_DESCRIPTION_MAX_LENGTH} caracteres.`,
    collectionTooManyAlbums: `Una colección no puede tener más de ${COLLECTION_MAX_ALBUMS} álbumes.`,
    collectionRepeatedAlbums: 'Hay álbumes repetidos en la colección.',
    messageEmpty: 'El mensaje no puede estar vacío.',
    messageTooLong: `El mensaje no puede tener más de ${MESSAGE_MAX_LENGTH} caracteres.`,
    messageCursor: 'La posición en la conversación no es válida.',
    messageCursorBoth: 'Usa before o after, no los dos.',
    textInvalid: 'El texto contiene caracteres no válidos.',
    folderTooLong: `El nombre de la carpeta no puede tener más de ${COPY_FOLDER_MAX_LENGTH} caracteres.`,
    customFieldName: `Cada campo propio necesita un nombre de 1 a ${COPY_CUSTOM_FIELD_NAME_MAX_LENGTH} caracteres.`,
    customFieldValueTooLong: `El valor de un campo propio no puede tener más de ${COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH} caracteres.`,
    tooManyCustomFields: `Una copia no puede tener más de ${COPY_CUSTOM_FIELDS_MAX} campos propios.`,
    copyNotesTooLong: `Las notas no pueden tener más de ${COPY_NOTES_MAX_LENGTH} caracteres.`,
    copyRating: 'La valoración debe ser un número entero del 0 al 5.',
    copyDate: 'La fecha en que lo añadiste no es válida.',
    addressInvalid: 'La dirección no es válida.',
    addressTooLong: 'La dirección es demasiado larga.',
    bodyNotJson: 'El cuerpo de la petición no es un JSON válido.',
    contentTypeUnsupported: 'Tipo de contenido no admitido: envía JSON.',
  },

  /** Texts the API sends for particular cases of an error code. */
  api: {
    tooManySignUps: 'Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.',
    tooManyLogins: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
    tooManyPasswordResets:
      'Se han pedido demasiados enlaces para cambiar la contraseña. Espera una hora e inténtalo de nuevo.',
    databaseDown: 'La base de datos no responde.',
    databaseUnavailable: 'La base de datos no responde en este momento. Inténtalo de nuevo en unos segundos.',
    redisDown: 'Redis no responde: los avisos en tiempo real no llegan.',
    musicShareSpent:
      'Has hecho demasiadas consultas a Discogs en poco tiempo. Espera un minuto e inténtalo de nuevo.',
    addAlbumRequiresSignIn: 'Debes iniciar sesión para añadir un álbum.',
    albumNotFound: 'Álbum no encontrado.',
    albumFetchFailed: 'Error fetching album. Please try again.',
    collectionNotFound: 'No se encontró la colección.',
    copyNotFound: 'No se encontró la copia.',
    conversationNotFound: 'No se encontró la conversación.',
    userNotFound: 'No se ha encontrado el usuario',
    originRefused:
      'Surcos ha rechazado esta petición porque no viene de una página de Surcos. Abre Surcos desde su dirección y vuelve a intentarlo.',
  },

  /** Values shown when the music database has none (SPEC.md's defaults). */
  music: {
    unknown: 'Desconocido',
    noNotes: 'Sin notas',
    notAvailable: 'No disponible',
  },

  copies: {
    section: 'Mis copias',
    empty: 'No tienes ninguna copia de este álbum.',
    loadFailed: 'No se pudieron cargar tus copias.',
    retry: 'Reintentar',
    /** Each copy's heading: "Copia 2". */
    copyTitle: (position: number) => `Copia ${position}`,
    add: 'Añadir copia',
    edit: 'Editar copia',
    remove: 'Eliminar copia',
    editTitle: 'Editar copia',
    addTitle: 'Añadir copia',
    save: 'Guardar',
    cancel: 'Cancelar',
    fields: {
      folder: 'Carpeta',
      newFolder: 'Nombre de la nueva carpeta',
      mediaCondition: 'Estado del disco',
      sleeveCondition: 'Estado de la funda',
      rating: 'Valoración',
      notes: 'Notas',
      addedAt: 'Fecha en que lo añadiste',
      customFields: 'Campos propios',
      customFieldName: 'Nombre del campo',
      customFieldValue: 'Valor del campo',
    },
    newFolderOption: 'Nueva carpeta…',
    noCondition: 'Sin indicar',
    ratingNone: 'Sin valorar',
    ratingValue: (stars: number) => (stars === 1 ? '1 estrella' : `${stars} estrellas`),
    addCustomField: 'Añadir campo',
    removeCustomField: (name: string) => (name ? `Quitar el campo ${name}` : 'Quitar este campo'),
    newFolderRequired: 'Escribe el nombre de la nueva carpeta.',
    confirmRemoval: '¿Seguro que quieres eliminar esta copia?',
    confirmRemove: 'Eliminar',
    cancelRemove: 'Cancelar',
    added: 'Copia añadida.',
    updated: 'Copia actualizada.',
    removed: 'Copia eliminada.',
    removedLast: 'Álbum eliminado de tus álbumes.',
    saveFailed: 'No se pudo guardar la copia. Inténtalo de nuevo.',
    removeFailed: 'No se pudo eliminar la copia. Inténtalo de nuevo.',
    formatInvalid: 'Ese formato no está entre los que se pueden filtrar.',
    conditionInvalid: 'El estado no está en la escala de Discogs.',
  },

  imports: {
    fileEmpty: 'El archivo está vacío.',
    fileTooLarge: 'El archivo es demasiado grande: el máximo es 20 MB.',
    tooManyRows: 'El archivo tiene demasiadas filas: el máximo es 50.000.',
    notCsv: 'El archivo no es un CSV válido. Sube la exportación de Discogs tal como la descargaste.',
    noReleaseId:
      'El archivo no tiene la columna release_id: no parece una exportación de colección o wantlist de Discogs.',
    noRows: 'El archivo no tiene ninguna fila de discos.',
    badReleaseId: (value: string) =>
      value
        ? `El identificador de Discogs (release_id) «${value}» no es válido.`
        : 'Falta el identificador de Discogs (release_id).',
    badRating: (value: string) => `La valoración «${value}» no es válida: debe ser un número del 0 al 5.`,
    badCondition: (value: string) => `El estado «${value}» no está en la escala de Discogs.`,
    alreadyRunning:
      'Ya tienes una importación en curso. Espera a que termine o cancélala antes de empezar otra.',
    jobNotFound: 'No se encontró la importación.',
    usernameRequired: 'Escribe tu nombre de usuario de Discogs.',
    usernameInvalid: 'El nombre de usuario de Discogs no es válido.',
    accountNotFound: (username: string) => `Discogs no tiene ningún usuario llamado «${username}».`,
    accountPrivate:
      'La colección de este usuario es privada. Añade tu token personal de Discogs para importarla.',
    discogsUnavailable:
      'Discogs no responde en este momento. La importación está en pausa y seguirá sola en unos minutos.',
    discogsBusy:
      'Discogs pide ir más despacio: demasiadas peticiones. La importación está en pausa y seguirá sola en un minuto.',
    alreadyThere: 'Ya estaba en tu colección.',
    alreadyWished: 'Ya estaba en tu lista de deseos.',
    ownedNotWished: 'Ya lo tienes en tu colección: no se añade a la lista de deseos.',
    notImported: 'No importado: la importación se canceló antes.',
    results: { added: 'añadido', skipped: 'ya estaba', failed: 'error', pending: 'no importado' },
    page: {
      title: 'Importar desde Discogs',
      link: 'Importar desde Discogs',
      intro:
        'Sube la exportación de tu colección o de tu lista de deseos de Discogs (un archivo CSV), o importa directamente desde tu cuenta de Discogs.',
      fileLabel: 'Archivo CSV exportado de Discogs',
      dropHint: 'Arrastra aquí el archivo o elígelo.',
      choose: 'Elegir archivo',
      reading: 'Leyendo el archivo…',
      previewTitle: 'Vista previa',
      kindCollection: 'Exportación de colección',
      kindWantlist: 'Exportación de lista de deseos',
      kindAccount: 'Cuenta de Discogs',
      rowsRecognised: 'Filas reconocidas',
      copiesToAdd: 'Copias que se añadirán',
      copiesAlreadyThere: 'Copias que ya tienes',
      wantsToAdd: 'Deseos que se añadirán',
      wantsAlreadyThere: 'Deseos que ya tienes',
      problemsTitle: 'Filas que no se pueden importar',
      noProblems: 'Todas las filas se pueden importar.',
      line: 'Línea',
      reason: 'Motivo',
      start: 'Importar',
      nothingToAdd: 'No hay nada nuevo que importar: todo ya está en Surcos.',
      progressLabel: 'Progreso de la importación',
      progress: (done: number, total: number) => `${done} de ${total} filas`,
      detailsPending: (count: number) =>
        count === 0 ? 'Detalles de todos los discos descargados.' : `Faltan los detalles de ${count} discos.`,
      eta: (seconds: number) =>
        seconds < 60 ? 'Menos de un minuto.' : `Unos ${Math.ceil(seconds / 60)} minutos.`,
      cancel: 'Cancelar',
      cancelKeeps: 'Lo que ya se haya importado se queda en tu colección.',
      states: {
        queued: 'En cola',
        running: 'Importando…',
        paused: 'En pausa',
        ready: 'Vista previa',
        done: 'Importación terminada',
        cancelled: 'Importación cancelada',
        failed: 'La importación falló',
      },
      summary: (copies: number, wants: number, skipped: number, failed: number) =>
        `Se añadieron ${copies} copias y ${wants} deseos. ${skipped} ya estaban y ${failed} filas tenían errores.`,
      report: 'Descargar informe',
      another: 'Importar otro archivo',
      accountTitle: 'Importar desde tu cuenta de Discogs',
      username: 'Usuario de Discogs',
      token: 'Token personal (opcional, solo para colecciones privadas)',
      tokenHint: 'Se usa solo durante esta importación y no se guarda.',
      accountStart: 'Ver la vista previa de la cuenta',
    },
  },

  exports: {
    title: 'Exportar',
    intro: 'Descarga tus datos: la colección y la lista de deseos en el formato de Discogs, o todo en JSON.',
    collectionCsv: 'Colección (CSV)',
    wantlistCsv: 'Lista de deseos (CSV)',
    allJson: 'Todos mis datos (JSON)',
  },

  stats: {
    title: 'Estadísticas',
    link: 'Mis estadísticas',
    loading: 'Cargando estadísticas...',
    empty: 'Aún no hay estadísticas: añade álbumes a tu colección para verlas aquí.',
    emptyPublic: 'Este usuario aún no tiene estadísticas.',
    publicNote: 'Cuentan los álbumes que muestra este perfil.',
    summary: 'Resumen',
    albums: 'Álbumes',
    copies: 'Copias',
    value: 'Valor estimado',
    valueNote: (priced: number, albums: number) =>
      `Suma del precio más bajo en Discogs; ${priced} de ${albums} ${albums === 1 ? 'álbum tiene' : 'álbumes tienen'} precio.`,
    valueNoteCopies: (copies: number) =>
      `Cuenta cada copia: ${copies} ${copies === 1 ? 'copia' : 'copias'} con precio.`,
    charts: {
      genres: 'Géneros',
      styles: 'Estilos',
      decades: 'Décadas',
      formats: 'Formatos',
      formatsOfCopies: 'Formatos (copias)',
      labels: 'Sellos principales',
      countries: 'Países',
      artists: 'Artistas principales',
      months: 'Álbumes añadidos por mes',
    },
    decade: (decade: number) => `Años ${decade}`,
    tableName: 'Nombre',
    tableCount: 'Cantidad',
    tableMonth: 'Mes',
    tableDecade: 'Década',
    noData: 'Sin datos.',
  },

  /** What the backup and restore commands tell the operator. */
  backup: {
    fileMissing: (file: string) => `No se encuentra el archivo de copia de seguridad ${file}.`,
    notABackup: (name: string) => `${name} no es una copia de seguridad de Surcos.`,
    damaged: (name: string) =>
      `La copia de seguridad ${name} está dañada o incompleta; no se ha cambiado nada.`,
    newerFormat: (name: string, version: number) =>
      `${name} usa la versión ${version} del formato de copia, más reciente que la que entiende esta versión de Surcos; actualiza Surcos para restaurarla.`,
    truncated: (name: string, bytes: number, expected: number) =>
      `La copia de seguridad ${name} está incompleta (${bytes} de ${expected} bytes de datos); no se ha cambiado nada.`,
    checksum: (name: string) =>
      `La copia de seguridad ${name} está dañada (su suma de comprobación no coincide); no se ha cambiado nada.`,
    targetNotEmpty: (where: string, rows: number, tables: number) =>
      `${where} ya tiene datos (${rows} filas en ${tables} tablas). Restaura en una base de datos vacía, o usa --force para reemplazarlos.`,
    otherDialect: (backup: string, target: string) =>
      `Esta copia es de ${backup} y el destino es ${target}: restaura en el mismo tipo de base de datos.`,
    pgDumpFailed: (reason: string | null) => `pg_dump ha fallado: ${reason ?? 'no está instalado'}`,
    pgDumpMissing: 'pg_dump no está instalado (o no está en el PATH).',
    pgDumpTooOld: (tool: number, server: number) =>
      `pg_dump ${tool} es más antiguo que el servidor PostgreSQL ${server}.`,
    pgRestoreMissing:
      'Esta copia se hizo con pg_dump: para restaurarla hacen falta pg_restore y psql en el PATH (el paquete postgresql-client).',
    restoreFailed: (reason: string) => `La restauración ha fallado; no se ha cambiado nada.\n${reason}`,
    cannotConnect: (reason: string) => `No se puede conectar con PostgreSQL (DATABASE_URL): ${reason}`,
    logicalUnsupported: (what: string) =>
      `La exportación lógica no sabe copiar ${what}: instala pg_dump (postgresql-client) de la versión del servidor o más nueva.`,
    damagedLine: 'La copia de seguridad está dañada (una línea no es JSON válido); no se ha cambiado nada.',
    logicalUnknown: 'La copia de seguridad no tiene una exportación lógica que esta versión entienda.',
    otherSchema: (backup: string, target: string) =>
      `La copia es del esquema «${backup}» y DATABASE_URL usa «${target}»: restaura en un esquema con el mismo nombre.`,
    unknownTable:
      'La copia de seguridad está dañada (filas de una tabla desconocida); no se ha cambiado nada.',
    missingRows: 'La copia de seguridad está incompleta (faltan filas); no se ha cambiado nada.',
    noDatabase: (file: string) => `No hay ninguna base de datos en ${file}: revisa DATA_DIR.`,
    cannotUnpack: 'La copia de seguridad está dañada (no se puede descomprimir); no se ha cambiado nada.',
    integrity:
      'La base de datos de la copia no supera la comprobación de integridad; no se ha cambiado nada.',
    stillOpen: (file: string) =>
      `La base de datos ${file} sigue abierta en otro proceso: detén el servidor antes de restaurar.`,
  },

  mail: {
    verifyNewEmail: {
      subject: 'Confirma tu nuevo correo electrónico en Surcos',
      greeting: (name: string) => `Hola, ${name}:`,
      reason: 'Has pedido usar esta dirección como correo electrónico de tu cuenta de Surcos.',
      openLink: 'Para confirmarlo, abre este enlace:',
      button: 'Confirmar mi nuevo correo electrónico',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: tu cuenta no cambiará.',
    },
    resetPassword: {
      subject: 'Elige una contraseña nueva para Surcos',
      greeting: (name: string) => `Hola, ${name}:`,
      reason: 'Alguien (seguramente tú) ha pedido cambiar la contraseña de tu cuenta de Surcos.',
      openLink:
        'Para elegir una contraseña nueva, abre este enlace. Caduca en una hora y solo sirve una vez:',
      button: 'Elegir una contraseña nueva',
      ignore:
        'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará. Al cambiarla se cerrarán todas tus sesiones abiertas.',
    },
  },

  blocks: {
    block: 'Bloquear',
    unblock: 'Desbloquear',
    mute: 'Silenciar',
    unmute: 'Dejar de silenciar',
    dialogTitle: (name: string) => `¿Bloquear a ${name}?`,
    dialogText: (name: string) =>
      `${name} no podrá seguirte, escribirte ni ver tu perfil, tus álbumes, tus colecciones ni tu wishlist, y tú dejarás de verle en Explorar, el feed, las coincidencias y las notificaciones. Si os seguís, dejaréis de hacerlo. No se le avisará.`,
    confirm: 'Bloquear',
    cancel: 'Cancelar',
    blocked: (name: string) => `Has bloqueado a ${name}.`,
    unblocked: (name: string) => `Has desbloqueado a ${name}.`,
    muted: (name: string) => `Has silenciado a ${name}: ya no verás sus novedades en tu feed.`,
    unmuted: (name: string) => `Has dejado de silenciar a ${name}.`,
    failed: 'No se ha podido completar la acción. Inténtalo de nuevo.',
    settingsTitle: 'Bloqueados y silenciados',
    blockedHeading: 'Usuarios bloqueados',
    blockedIntro:
      'No pueden seguirte, escribirte ni ver tu perfil, y tú no les ves en ninguna parte. Al desbloquear no se recuperan los seguimientos.',
    blockedEmpty: 'No has bloqueado a nadie.',
    mutedHeading: 'Usuarios silenciados',
    mutedIntro: 'Sus novedades no aparecen en tu feed ni en tus notificaciones. No se les avisa.',
    mutedEmpty: 'No has silenciado a nadie.',
    since: (date: string) => `Desde el ${date}`,
  },
  notifications: {
    title: 'Notificaciones',
    settingsTitle: 'Preferencias de notificaciones',
    /** The bell's accessible name: "Notificaciones, 3 sin leer". */
    bell: (unread: number) => (unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`),
    markAllRead: 'Marcar todo como leído',
    allRead: 'Todas las notificaciones están leídas.',
    empty: 'No tienes notificaciones.',
    loadError: 'No se pudieron cargar las notificaciones.',
    unread: 'Sin leer',
    listLabel: 'Tus notificaciones',
    settingsLink: 'Preferencias de notificaciones',
    backToList: 'Volver a las notificaciones',
    someone: 'Alguien',
    records: (count: number) => (count === 1 ? '1 disco' : `${count} discos`),
    texts: {
      follower: (name: string) => `${name} ha empezado a seguirte`,
      message: (name: string, count: number) =>
        count === 1 ? `${name} te ha enviado un mensaje` : `${name} te ha enviado ${count} mensajes`,
      hasYourWish: (name: string, count: number, album: string) =>
        count === 1
          ? `${name} ha añadido «${album}», que está en tu wishlist`
          : `${name} ha añadido ${count} discos que están en tu wishlist`,
      wantsYours: (name: string, count: number, album: string) =>
        count === 1
          ? `${name} busca «${album}», que tú tienes`
          : `${name} busca ${count} discos que tú tienes`,
      collection: (name: string, collection: string) => `${name} ha creado la colección «${collection}»`,
      import: 'Tu importación ha terminado',
    },
    kinds: {
      follower: 'Nuevos seguidores',
      message: 'Mensajes nuevos',
      'has-your-wish': 'Alguien que sigues añade un disco de tu wishlist',
      'wants-yours': 'Alguien que sigues busca un disco que tienes',
      collection: 'Alguien que sigues crea una colección pública',
      import: 'Tu importación ha terminado',
    },
    settings: {
      intro: 'Elige qué avisos quieres ver en Surcos y cuáles recibir en el resumen diario por correo.',
      kind: 'Tipo de aviso',
      inApp: 'En Surcos',
      email: 'Por correo',
      inAppOf: (kind: string) => `${kind}: en Surcos`,
      emailOf: (kind: string) => `${kind}: por correo`,
      save: 'Guardar preferencias',
      saved: 'Preferencias guardadas.',
      loadError: 'No se pudieron cargar tus preferencias.',
    },
    errors: {
      unknownKind: (kind: string) => `Tipo de notificación desconocido: «${kind}».`,
      notBoolean: (field: string) => `El valor de «${field}» debe ser true o false.`,
      unknownField: 'Las preferencias solo admiten los campos kind, inApp y email.',
      preferencesList: 'Envía una lista de preferencias con al menos un tipo de notificación.',
      repeatedKind: 'Cada tipo de notificación puede aparecer una sola vez.',
      notFound: 'No se encontró la notificación.',
    },
    unsubscribe: {
      title: 'Darse de baja',
      invalid: 'Este enlace para darse de baja no es válido o ha caducado. No se ha cambiado nada.',
      invalidHint: 'Puedes cambiar qué correos recibes en las preferencias de notificaciones.',
      explainAll: 'Dejarás de recibir el resumen diario de notificaciones por correo.',
      explainKind: (kind: string) => `Dejarás de recibir por correo los avisos de: ${kind}.`,
      confirm: 'Darme de baja',
      done: 'Listo: ya no recibirás esos correos.',
      failed: 'No se pudo completar la baja. Inténtalo de nuevo.',
    },
    mail: {
      subject: (count: number) =>
        count === 1 ? 'Tienes 1 notificación en Surcos' : `Tienes ${count} notificaciones en Surcos`,
      greeting: (name: string) => `Hola, ${name}:`,
      intro: 'Esto es lo que ha pasado en Surcos desde el último resumen:',
      open: 'Ver las notificaciones',
      unsubscribe: 'Para no recibir más este resumen, abre este enlace:',
      unsubscribeButton: 'Darme de baja de estos correos',
    },
  },
  reports: {
    open: 'Denunciar',
    dialogTitle: (what: string) => `Denunciar ${what}`,
    targets: {
      user: 'usuario',
      collection: 'colección',
      message: 'mensaje',
    } satisfies Record<ReportTargetKind, string>,
    reasonLegend: 'Motivo',
    reasons: {
      spam: 'Spam',
      harassment: 'Acoso',
      inappropriate: 'Contenido inapropiado',
      other: 'Otro',
    } satisfies Record<ReportReason, string>,
    textLabel: 'Detalles (opcional)',
    send: 'Enviar denuncia',
    cancel: 'Cancelar',
    sent: 'Denuncia enviada. La revisará un administrador.',
    hiddenMessage: 'Mensaje oculto por la moderación',
    reasonRequired: 'Elige un motivo.',
    textTooLong: `Los detalles no pueden tener más de ${REPORT_TEXT_MAX_LENGTH} caracteres.`,
    targetNotFound: 'No se puede denunciar: ya no existe o no tienes acceso.',
  },

  admin: {
    title: 'Administración',
    sections: 'Secciones de administración',
    users: 'Usuarios',
    reports: 'Denuncias',
    figures: 'Cifras',
    audit: 'Registro de actividad',
    searchUsers: 'Buscar por nombre o correo electrónico',
    noUsers: 'No hay usuarios que coincidan.',
    roleAdmin: 'Administrador',
    suspended: 'Suspendido',
    suspendedSince: (date: string) => `Suspendido desde ${date}`,
    suspend: 'Suspender',
    unsuspend: 'Quitar suspensión',
    deleteUser: 'Eliminar',
    suspendTitle: (name: string) => `Suspender a ${name}`,
    suspensionReason: 'Motivo de la suspensión',
    confirmSuspend: 'Suspender',
    deleteTitle: (name: string) => `Eliminar la cuenta de ${name}`,
    deleteText: 'Se borrarán sus álbumes, colecciones y demás datos. No se puede deshacer.',
    confirmDelete: 'Eliminar la cuenta',
    cancel: 'Cancelar',
    userSuspended: (name: string) => `${name} ha sido suspendido.`,
    userUnsuspended: (name: string) => `${name} ya no está suspendido.`,
    userDeleted: (name: string) => `La cuenta de ${name} se ha eliminado.`,
    cannotModerateSelf: 'No puedes suspenderte ni eliminarte a ti mismo.',
    cannotHideUser: 'Un usuario no se puede ocultar: suspéndelo si hace falta.',
    targetGone: 'Lo denunciado ya no existe: descarta la denuncia.',
    reportNotFound: 'No se ha encontrado la denuncia.',
    reasonRequired: 'Escribe el motivo de la suspensión.',
    reasonTooLong: `El motivo no puede tener más de ${SUSPENSION_REASON_MAX_LENGTH} caracteres.`,
    noReports: 'No hay denuncias pendientes.',
    showResolved: 'Ver también las resueltas',
    reportStates: {
      open: 'Pendiente',
      dismissed: 'Descartada',
      actioned: 'Resuelta con medidas',
    } satisfies Record<ReportState, string>,
    reportedBy: (name: string) => `Denunciada por ${name}`,
    reportedByDeleted: 'Denunciada por un usuario eliminado',
    reportTarget: (kind: string, label: string) => `${kind}: ${label}`,
    reportOwner: (name: string) => `De ${name}`,
    dismiss: 'Descartar',
    hide: 'Ocultar el contenido',
    suspendOwner: 'Suspender al usuario',
    reportDismissed: 'Denuncia descartada.',
    contentHidden: 'Contenido ocultado.',
    ownerSuspended: 'Usuario suspendido.',
    figuresUsers: 'Usuarios',
    figuresAlbums: 'Álbumes',
    figuresCopies: 'Copias',
    figuresCollections: 'Colecciones',
    figuresDatabase: 'Tamaño de la base de datos',
    messagesPerDay: 'Mensajes por día (últimos 30 días)',
    day: 'Día',
    messagesCount: 'Mensajes',
    noAudit: 'Todavía no hay actividad registrada.',
    auditCommandLine: 'Línea de órdenes',
    auditActions: {
      'user.suspend': 'Suspendió a',
      'user.unsuspend': 'Quitó la suspensión a',
      'user.delete': 'Eliminó la cuenta de',
      'report.dismiss': 'Descartó una denuncia sobre',
      'report.hide': 'Ocultó, por una denuncia,',
      'report.suspend': 'Suspendió, por una denuncia, a',
      'role.grant': 'Hizo administrador a',
      'role.revoke': 'Quitó el rol de administrador a',
    } satisfies Record<AuditAction, string>,
    suspendedLogin: (reason: string) => `Tu cuenta está suspendida. Motivo: ${reason}`,
    cli: {
      usage:
        'Uso:\n  npm run admin -- grant CORREO    hace administrador a la cuenta\n  npm run admin -- revoke CORREO   le quita el rol de administrador',
      unknownEmail: (email: string) => `No hay ninguna cuenta con el correo ${email}.`,
      notReady: 'La base de datos aún no tiene cuentas: arranca el servidor una vez y vuelve a intentarlo.',
      granted: (email: string) => `${email} es administrador.`,
      revoked: (email: string) => `${email} ya no es administrador.`,
      listedInConfig: (email: string) =>
        `Aviso: ${email} está en ADMIN_EMAILS y volverá a ser administrador al iniciar sesión.`,
    },
  },
};
