import { BARCODE_MAX_DIGITS } from '../../barcodes.ts';

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
};
