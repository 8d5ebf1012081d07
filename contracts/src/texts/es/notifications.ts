import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const notifications = {
  title: 'Notificaciones',
  settingsTitle: 'Preferencias de notificaciones',
  /** The bell's accessible name: "Notificaciones, 3 sin leer". */
  bell: (unread: number) =>
    unread === 0
      ? 'Notificaciones'
      : plural(locale, unread, { other: (n) => `Notificaciones, ${n} sin leer` }),
  markAllRead: 'Marcar todo como leído',
  allRead: 'Todas las notificaciones están leídas.',
  empty: 'No tienes notificaciones.',
  loadError: 'No se pudieron cargar las notificaciones.',
  unread: 'Sin leer',
  listLabel: 'Tus notificaciones',
  settingsLink: 'Preferencias de notificaciones',
  backToList: 'Volver a las notificaciones',
  someone: 'Alguien',
  records: (count: number) => plural(locale, count, { one: '1 disco', other: (n) => `${n} discos` }),
  texts: {
    follower: (name: string) => `${name} ha empezado a seguirte`,
    message: (name: string, count: number) =>
      plural(locale, count, {
        one: `${name} te ha enviado un mensaje`,
        other: (n) => `${name} te ha enviado ${n} mensajes`,
      }),
    hasYourWish: (name: string, count: number, album: string) =>
      plural(locale, count, {
        one: `${name} ha añadido «${album}», que está en tu wishlist`,
        other: (n) => `${name} ha añadido ${n} discos que están en tu wishlist`,
      }),
    wantsYours: (name: string, count: number, album: string) =>
      plural(locale, count, {
        one: `${name} busca «${album}», que tú tienes`,
        other: (n) => `${name} busca ${n} discos que tú tienes`,
      }),
    collection: (name: string, collection: string) => `${name} ha creado la colección «${collection}»`,
    /** Named by its file or Discogs account, so two imports never read as one told twice. */
    import: (source: string) =>
      source === '' ? 'Tu importación ha terminado' : `Tu importación de «${source}» ha terminado`,
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
      plural(locale, count, {
        one: 'Tienes 1 notificación en Surcos',
        other: (n) => `Tienes ${n} notificaciones en Surcos`,
      }),
    greeting: (name: string) => `Hola, ${name}:`,
    intro: 'Esto es lo que ha pasado en Surcos desde el último resumen:',
    open: 'Ver las notificaciones',
    unsubscribe: 'Para no recibir más este resumen, abre este enlace:',
    unsubscribeButton: 'Darme de baja de estos correos',
  },
};
