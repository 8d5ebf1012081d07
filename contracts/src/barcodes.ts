// No zod: the scan page checks typed codes with these before asking, and its first load stays small.

/** The retail barcodes records carry. */
export const BARCODE_FORMATS = ['EAN-13', 'UPC-A', 'EAN-8', 'UPC-E'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** The longest barcode read (EAN-13); anything longer is refused before any look-up. */
export const BARCODE_MAX_DIGITS = 13;

/** Why a code is not a barcode: nothing in it, not only digits, too long, no barcode's length, a wrong check digit. */
export type BarcodeProblem = 'empty' | 'notDigits' | 'tooLong' | 'length' | 'checkDigit';

export type BarcodeReading =
  | {
      ok: true;
      /** The digits as read (spaces and dashes dropped): what the member is shown. */
      code: string;
      format: BarcodeFormat;
      /**
       * The forms the code is stored and looked up under: a UPC-A, and a
       * UPC-E once expanded, is the EAN-13 with a leading 0, so
       * '074646362822' and '0074646362822' are one key. An 8-digit code
       * valid both as EAN-8 and as UPC-E has both keys.
       */
      keys: readonly string[];
    }
  | { ok: false; problem: BarcodeProblem; code: string };

/** Spaces and dashes (of any kind) printed between a barcode's digit groups. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/** The GS1 check digit of the digits before it: weights 3 and 1 from the right. */
function checkDigitOf(body: string): number {
  let sum = 0;
  for (let index = body.length - 1, weight = 3; index >= 0; index -= 1, weight = 4 - weight) {
    sum += Number(body[index]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

const hasValidCheckDigit = (digits: string): boolean =>
  checkDigitOf(digits.slice(0, -1)) === Number(digits[digits.length - 1]);

/** A UPC-E (number system 0 or 1, six digits, check digit) written out as its UPC-A; null for no UPC-E. */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const system = code[0]!;
  const [d1, d2, d3, d4, d5, d6] = [...code.slice(1, 7)] as [string, string, string, string, string, string];
  const check = code[7]!;
  let body: string;
  switch (d6) {
    case '0':
    case '1':
    case '2':
      body = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
      break;
    case '3':
      body = `${d1}${d2}${d3}00000${d4}${d5}`;
      break;
    case '4':
      body = `${d1}${d2}${d3}${d4}00000${d5}`;
      break;
    default:
      body = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  }
  return `${system}${body}${check}`;
}

/**
 * Reads a barcode as typed, scanned or printed in a music database:
 * normalises it (digits only; spaces and dashes dropped) and checks its
 * length and check digit as EAN-13, UPC-A (12 digits), EAN-8 or UPC-E (8).
 */
export function readBarcode(input: string): BarcodeReading {
  // Long input is cut before any work: a message names at most this much of it.
  const code = input.slice(0, 64).replace(SEPARATORS, '');
  if (code === '') return { ok: false, problem: 'empty', code };
  if (!/^\d+$/.test(code)) return { ok: false, problem: 'notDigits', code };
  if (code.length > BARCODE_MAX_DIGITS || input.length > 64) return { ok: false, problem: 'tooLong', code };
  if (code.length === 13 || code.length === 12) {
    if (!hasValidCheckDigit(code)) return { ok: false, problem: 'checkDigit', code };
    return code.length === 13
      ? { ok: true, code, format: 'EAN-13', keys: [code] }
      : { ok: true, code, format: 'UPC-A', keys: [`0${code}`] };
  }
  if (code.length === 8) {
    const upcA = expandUpcE(code);
    const keys = [
      ...(hasValidCheckDigit(code) ? [code] : []),
      ...(upcA !== null && hasValidCheckDigit(upcA) ? [`0${upcA}`] : []),
    ];
    if (keys.length === 0) return { ok: false, problem: 'checkDigit', code };
    return { ok: true, code, format: keys[0] === code ? 'EAN-8' : 'UPC-E', keys };
  }
  return { ok: false, problem: 'length', code };
}

/** The keys a code is stored and looked up under; none when it is no valid barcode. */
export function barcodeKeys(input: string): readonly string[] {
  const reading = readBarcode(input);
  return reading.ok ? reading.keys : [];
}
