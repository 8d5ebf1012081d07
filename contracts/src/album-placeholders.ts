import { texts } from './texts.ts';

/**
 * What an album's field holds when the music database gives none: SPEC.md's
 * Spanish defaults, stored as data and compared as such (statistics leave
 * `UNKNOWN` out). A screen shows them through `shownField`, in its reader's
 * language. A module of its own, without zod: every album card reads it.
 */
export const UNKNOWN = 'Desconocido';
export const NO_NOTES = 'Sin notas';
export const NOT_AVAILABLE = 'No disponible';

/** An album's stored field as a screen shows it: a placeholder in the reader's language, any other value as it is. */
export function shownField(value: string): string {
  switch (value) {
    case UNKNOWN:
      return texts.music.unknown;
    case NO_NOTES:
      return texts.music.noNotes;
    case NOT_AVAILABLE:
      return texts.music.notAvailable;
    default:
      return value;
  }
}
