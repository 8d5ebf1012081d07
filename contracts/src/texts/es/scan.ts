import { BARCODE_MAX_DIGITS } from '../../barcodes.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

/** A code as a message quotes it: at most a barcode's length and a little more. */
const quoted = (code: string) => (code.length > 20 ? `${code.slice(0, 20)}…` : code);

/** Scanning a record's barcode: what the look-up answers and refuses. */
export const scan = {
  /** The typed field. */
  codeLabel: 'Código de barras',
  codeEmpty: 'Escribe un código de barras.',
  codeNotDigits: (code: string) =>
    `«${quoted(code)}» no es un código de barras: solo puede tener cifras, espacios y guiones.`,
  codeTooLong: (code: string) =>
    `El código ${quoted(code)} es demasiado largo: un código de barras tiene como mucho ${BARCODE_MAX_DIGITS} cifras.`,
  codeLength: (code: string) =>
    `El código ${quoted(code)} no es un código de barras: debe tener 8, 12 o 13 cifras.`,
  codeCheckDigit: (code: string) =>
    `El código ${quoted(code)} no es válido: su última cifra (el dígito de control) no cuadra. Revisa las cifras.`,
  notFound: (code: string) => `No encontramos ningún disco con el código ${code}`,
  /** When the music database was not asked (no token, or it could not answer). */
  onlySurcos: 'Solo hemos buscado entre los discos que ya están en Surcos.',
  /** A code many pressings share: the verdict shows the first ones. */
  more: (shown: number) => `Hay más ediciones con este código; se muestran las ${shown} primeras.`,

  // The scan page.
  title: 'Escanear',
  /** On 'Añadir álbum', beside the text search. */
  scanInstead: 'Escanear un código de barras',
  intro: 'Apunta la cámara al código de barras del disco, escríbelo o usa un lector de códigos.',
  cameraLabel: 'Cámara',
  startCamera: 'Usar la cámara',
  stopCamera: 'Parar la cámara',
  cameraStarting: 'Abriendo la cámara…',
  cameraScanning: 'Apunta al código de barras: se lee solo.',
  torchOn: 'Encender la linterna',
  torchOff: 'Apagar la linterna',
  cameraDenied:
    'No tenemos permiso para usar la cámara. Permítelo en los ajustes del navegador, o escribe el código.',
  cameraMissing: 'No encontramos ninguna cámara en este dispositivo. Escribe el código o usa un lector.',
  cameraInsecure:
    'La cámara solo funciona en una página segura (HTTPS o localhost). Escribe el código o usa un lector.',
  cameraFailed: 'No se pudo abrir la cámara. Escribe el código o usa un lector.',
  codeHint: 'EAN o UPC: 8, 12 o 13 cifras. Un lector USB o Bluetooth también vale.',
  lookUp: 'Buscar',
  looking: (code: string) => `Buscando el código ${code}…`,
  lookupFailed: 'No se pudo buscar el código.',
  retry: 'Reintentar',
  /** The verdict's heading, for screen readers and the store list. */
  verdictFor: (code: string) => `Código ${code}`,
  searchByText: 'Buscar por texto',
  pressings: (count: number) =>
    plural(locale, count, {
      one: '1 edición lleva este código.',
      other: (n) => `${n} ediciones llevan este código. Elige la tuya:`,
    }),
  owned: 'Ya lo tienes',
  ownedCopies: (copies: number, folders: readonly string[]) =>
    `${plural(locale, copies, { one: '1 copia', other: (n) => `${n} copias` })}${folders.length > 0 ? ` en ${folders.join(', ')}` : ''}`,
  otherEdition: 'Tienes otra edición',
  otherEditionOf: (name: string, details: string) => (details ? `${name} (${details})` : name),
  wished: 'En tu wishlist',
  catalogNumber: 'Nº de catálogo',
  format: 'Formato',
  addToMine: 'Añadir a mis discos',
  addAnotherCopy: 'Añadir otra copia',
  addToWishlist: 'Añadir a la wishlist',
  addedToMine: 'Añadido a tus discos.',
  copyAdded: 'Copia añadida.',
  addedToWishlist: 'Añadido a tu wishlist.',
  message: (person: string) => `Escribir a ${person}`,
  draftOwner: (album: string, artist: string) =>
    `¡Hola! He visto que tienes «${album}» de ${artist}. Lo estoy buscando, ¿hablamos?`,
  draftWisher: (album: string, artist: string) =>
    `¡Hola! He visto que buscas «${album}» de ${artist}. Lo tengo delante, ¿hablamos?`,
  storeMode: 'Modo tienda',
  storeModeHint: 'Escanea un disco tras otro: cada código se apunta en la lista, el último arriba.',
  storeList: 'Escaneados',
  storeEmpty: 'Aún no has escaneado nada.',
  clearStore: 'Vaciar la lista',
  offlineNote: 'Sin conexión: lo que tienen tus amigos y la base de datos de discos necesitan conexión.',
  offlineUnknown: 'Este código no está entre tus discos guardados en este dispositivo.',
};
