import { barcodeKeys } from '@surcos/contracts/barcodes';

/**
 * What the camera and a keyboard scanner read, before the server looks it up:
 * one code however many frames show it, and a scanner's burst of keys told
 * apart from a person typing.
 */

/** The codes a record's sleeve carries: EAN-13, EAN-8, UPC-A and UPC-E. */
export const RETAIL_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

/** One key for a code however it was read: a UPC-A and the EAN-13 with its leading 0 are one code. */
export const codeKey = (code: string): string => barcodeKeys(code)[0] ?? code;

/**
 * A code as its sleeve prints it: readers report a UPC-A as the EAN-13 with
 * a leading 0, which no sleeve shows (and the server reads both as one).
 */
export const asPrinted = (code: string): string => (/^0\d{12}$/.test(code) ? code.slice(1) : code);

/**
 * Lets a code through once while it stays in view: the same code seen again
 * within `quietMs` of its last sighting is the same scan, and each sighting
 * extends it. A code that left the view that long and comes back is a new scan.
 */
export function createReadFilter(quietMs: number) {
  const lastSeen = new Map<string, number>();
  return {
    accept(code: string, now: number): boolean {
      const key = codeKey(code);
      const previous = lastSeen.get(key);
      lastSeen.set(key, now);
      // Old sightings are dropped, so a long session keeps a handful of entries.
      for (const [seenKey, at] of lastSeen) if (now - at > quietMs) lastSeen.delete(seenKey);
      return previous === undefined || now - previous > quietMs;
    },
  };
}

/** The shortest code a scanner sends (EAN-8) and the longest (GTIN-14). */
const WEDGE_MIN_DIGITS = 8;
const WEDGE_MAX_DIGITS = 14;
/** A scanner types far faster than any person: keys closer together than this belong to one burst. */
export const WEDGE_KEY_GAP_MS = 50;

/**
 * A USB or Bluetooth scanner types the code's digits, then Enter, into
 * whatever has focus. Fed every key press, this answers the code when Enter
 * ends a fast enough burst of digits, and null otherwise (a person typing, or
 * an Enter meant for a button).
 */
export function createWedgeReader(maxGapMs = WEDGE_KEY_GAP_MS) {
  let digits = '';
  let lastAt = -Infinity;
  return {
    key(key: string, now: number): string | null {
      const isBurst = now - lastAt <= maxGapMs;
      lastAt = now;
      if (/^\d$/.test(key)) {
        digits = isBurst ? digits + key : key;
        return null;
      }
      const code = key === 'Enter' && isBurst ? digits : '';
      digits = '';
      return code.length >= WEDGE_MIN_DIGITS && code.length <= WEDGE_MAX_DIGITS ? code : null;
    },
  };
}
