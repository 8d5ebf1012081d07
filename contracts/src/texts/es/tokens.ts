import { TOKEN_NAME_MAX_LENGTH } from '../../limits.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

/** 'Acceso para aplicaciones' (/settings/tokens), and what the API says about personal access tokens. */
export const tokens = {
  settingsTitle: 'Acceso para aplicaciones',
  intro:
    'Un token de acceso deja que una hoja de cálculo, un script u otra aplicación use tu cuenta a través de la API de Surcos, sin tu contraseña. Trátalo como una contraseña: quien lo tenga puede hacer lo que su permiso permita.',
  createHeading: 'Crear un token',
  nameLabel: 'Nombre',
  nameHint: 'Para qué es, por ejemplo «Hoja de cálculo» o «Bot de la tienda».',
  scopeLegend: 'Permiso',
  scopes: {
    read: 'Solo lectura',
    'read+write': 'Lectura y escritura',
  },
  scopeHints: {
    read: 'Puede ver tus álbumes, tu wishlist, tus colecciones y lo demás que ves en Surcos.',
    'read+write': 'Además puede añadir, cambiar y quitar discos, colecciones y lo demás.',
  },
  expiryLabel: 'Caducidad',
  expiryDays: (days: number) => plural(locale, days, { one: '1 día', other: (n) => `${n} días` }),
  expiryNever: 'Sin caducidad',
  create: 'Crear token',
  created: 'Token creado.',
  createdHeading: 'Tu nuevo token',
  createdNotice: 'Cópialo ahora: por seguridad, no volverás a verlo. Si lo pierdes, revócalo y crea otro.',
  copy: 'Copiar',
  copied: 'Token copiado.',
  copyFailed: 'No se ha podido copiar: selecciónalo y cópialo a mano.',
  hideCreated: 'Ya lo he guardado',
  listHeading: 'Tus tokens',
  empty: 'Aún no has creado ningún token.',
  loadFailed: 'No se han podido cargar tus tokens.',
  createdOn: (date: string) => `Creado el ${date}`,
  lastUsedOn: (date: string) => `Último uso: ${date}`,
  neverUsed: 'Sin usar todavía',
  expiresOn: (date: string) => `Caduca el ${date}`,
  expiredOn: (date: string) => `Caducó el ${date}`,
  noExpiry: 'No caduca',
  revoke: 'Revocar',
  revokeLabel: (name: string) => `Revocar: ${name}`,
  revokeTitle: (name: string) => `¿Revocar «${name}»?`,
  revokeText:
    'Las aplicaciones que lo usan dejarán de tener acceso al momento. No se puede deshacer: para volver a darles acceso tendrás que crear otro token.',
  revokeCancel: 'Cancelar',
  revoked: (name: string) => `Has revocado «${name}».`,
  failed: 'No se ha podido completar la acción. Inténtalo de nuevo.',

  // The API's answers.
  nameRequired: 'Ponle un nombre al token.',
  nameTooLong: `El nombre del token no puede tener más de ${TOKEN_NAME_MAX_LENGTH} caracteres.`,
  scopeInvalid: 'El permiso debe ser «read» o «read+write».',
  expiryInvalid: 'La caducidad debe ser de 30, 90 o 365 días, o ninguna.',
  notFound: 'No se ha encontrado el token.',
  tooMany: (max: number) =>
    `Ya tienes ${max} tokens activos, el máximo: revoca alguno que no uses antes de crear otro.`,
  invalid: 'El token de acceso no es válido: puede estar mal copiado, haber caducado o haber sido revocado.',
  ambiguous:
    'La petición lleva a la vez una sesión (cookie) y un token de acceso: envía solo uno de los dos.',
  readOnly: 'Este token solo permite leer: para hacer cambios, crea uno de lectura y escritura.',
  never: {
    admin: 'Un token de acceso no sirve para la administración: entra en Surcos con tu sesión.',
    account:
      'Un token de acceso no puede cambiar tu cuenta (nombre, correo, contraseña) ni borrarla: hazlo en Surcos con tu sesión.',
    tokens:
      'Un token de acceso no puede crear, ver ni revocar tokens: hazlo en Acceso para aplicaciones, con tu sesión.',
    export:
      'Un token de acceso no puede exportar todos tus datos en JSON: descárgalos desde tu perfil, con tu sesión.',
  },
  rateLimited: 'Este token ha hecho demasiadas peticiones seguidas. Espera un poco e inténtalo de nuevo.',
  corsRefused:
    'Desde otra web solo se admiten peticiones con un token de acceso (cabecera Authorization), sin cookies.',
};
