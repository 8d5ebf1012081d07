import { z } from 'zod';
import { HAND_MADE_TEXT_MAX_LENGTH, HAND_MADE_YEAR_MIN } from './limits.ts';
import { texts } from './texts.ts';

/**
 * An album a member described by hand ('Añadir a mano'): its id is `m-` and
 * 32 hex digits, which no music database uses, so it is never looked up
 * there, never matched with a release, and never anybody else's
 * (docs/decisions/046-hand-made-albums.md).
 */
export const HAND_MADE_ID_PATTERN = 'm-[0-9a-f]{32}';
const HAND_MADE_ID = new RegExp(`^${HAND_MADE_ID_PATTERN}$`);

export const isHandMadeAlbumId = (id: string): boolean => HAND_MADE_ID.test(id);

const t = texts.validation.handMade;

const optionalText = (tooLong: string) =>
  z.string({ error: tooLong }).trim().max(HAND_MADE_TEXT_MAX_LENGTH, { error: tooLong }).default('');

const requiredText = (missing: string, tooLong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(HAND_MADE_TEXT_MAX_LENGTH, { error: tooLong });

/** The latest year a record may carry: next year's releases are announced already. */
export const handMadeYearMax = (): number => new Date().getUTCFullYear() + 1;

/**
 * A hand-made album as its member writes it: title and artist, the rest
 * optional ('' when not known). The year is text, as a form sends it.
 */
export const HandMadeAlbumBodySchema = z.object({
  name: requiredText(t.nameRequired, t.nameTooLong),
  artist: requiredText(t.artistRequired, t.artistTooLong),
  year: z
    .string({ error: () => t.yearInvalid(handMadeYearMax()) })
    .trim()
    .default('')
    .refine(
      (year) =>
        year === '' ||
        (/^\d{4}$/.test(year) && Number(year) >= HAND_MADE_YEAR_MIN && Number(year) <= handMadeYearMax()),
      { error: () => t.yearInvalid(handMadeYearMax()) },
    ),
  label: optionalText(t.labelTooLong),
  catalogNumber: optionalText(t.catalogNumberTooLong),
  format: optionalText(t.formatTooLong),
  country: optionalText(t.countryTooLong),
  genre: optionalText(t.genreTooLong),
});
export type HandMadeAlbumBody = z.infer<typeof HandMadeAlbumBodySchema>;
