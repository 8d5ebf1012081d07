import { z } from 'zod';
import { SearchHitSchema } from './albums.ts';
import { BARCODE_FORMATS, type BarcodeProblem, readBarcode } from './barcodes.ts';
import { BARCODE_MAX_RELEASES } from './limits.ts';
import { MatchedUserSchema } from './matches.ts';
import { texts } from './texts.ts';

const PROBLEM_MESSAGES: Record<BarcodeProblem, (code: string) => string> = {
  empty: () => texts.scan.codeEmpty,
  notDigits: (code) => texts.scan.codeNotDigits(code),
  tooLong: (code) => texts.scan.codeTooLong(code),
  length: (code) => texts.scan.codeLength(code),
  checkDigit: (code) => texts.scan.codeCheckDigit(code),
};

/** The message for a code `readBarcode` refuses, naming the code. */
export const barcodeProblemMessage = (problem: BarcodeProblem, code: string): string =>
  PROBLEM_MESSAGES[problem](code);

/** `GET /api/music/barcode/:code`: the code as typed or scanned, read into its keys or refused in Spanish. */
export const BarcodeParamsSchema = z.object({
  code: z.string().transform((value, context) => {
    const reading = readBarcode(value);
    if (reading.ok) return reading;
    context.addIssue({ code: 'custom', message: barcodeProblemMessage(reading.problem, reading.code) });
    return z.NEVER;
  }),
});

/**
 * One release whose barcodes contain the code, with what it means to the
 * viewer: the verdict's card.
 */
export const BarcodeReleaseSchema = z.object({
  /**
   * Cover (a Surcos path), title, artist, year, label, catalogue number,
   * format and country; '' where not known.
   */
  album: SearchHitSchema,
  /** 'Ya lo tienes': how many copies, and the folders they are in (each once, '' for none); null when not owned. */
  owned: z.object({ copies: z.number().int().positive(), folders: z.array(z.string()) }).nullable(),
  /** 'Tienes otra edición': a release of the same master the viewer owns, when they do not own this one. */
  otherEdition: SearchHitSchema.nullable(),
  /** 'En tu wishlist'. */
  wished: z.boolean(),
  /**
   * 'Lo tienen:' and 'Lo buscan:': followed users who own or wish for this
   * pressing (`release`) or another of its album (`master`), under the
   * matches' visibility rules (docs/decisions/016-matches-visibility.md).
   */
  ownedBy: z.array(MatchedUserSchema),
  wantedBy: z.array(MatchedUserSchema),
});
export type BarcodeRelease = z.infer<typeof BarcodeReleaseSchema>;

/**
 * The answer to a code: releases Surcos has first, then the music
 * database's, only those whose own barcodes contain the code. No releases:
 * 'No encontramos ningún disco con el código {code}'. A rate-limited or
 * unreachable music database, with nothing found in Surcos, is the usual
 * MUSIC_DATABASE_RATE_LIMITED / MUSIC_DATABASE_UNAVAILABLE error.
 */
export const BarcodeLookupSchema = z.object({
  /** The digits as read, spaces and dashes dropped. */
  code: z.string(),
  format: z.enum(BARCODE_FORMATS),
  /**
   * False when only releases Surcos has were searched: no Discogs token
   * (the bundled catalogue has no barcodes), or Discogs could not answer
   * while Surcos had found the code. `texts.scan.onlySurcos` says so.
   */
  discogsSearched: z.boolean(),
  releases: z.array(BarcodeReleaseSchema).max(BARCODE_MAX_RELEASES),
  /** More releases carry the code than `releases` lists (`texts.scan.more`). */
  more: z.boolean(),
});
export type BarcodeLookup = z.infer<typeof BarcodeLookupSchema>;

/**
 * `GET /api/me/barcodes`: the barcodes of the viewer's own albums and
 * wishlist, for answering "do I have it?" offline. One item per key
 * (`barcodeKeys` of barcodes.ts: a scanned code matches an item when one of
 * its keys is the item's `code`). Only releases whose barcodes Surcos has
 * stored: those fetched from Discogs since barcodes were kept.
 */
export const MyBarcodesSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      albumId: z.string(),
      name: z.string(),
      artist: z.string(),
      /** In My albums or on the wishlist. */
      list: z.enum(['owned', 'wished']),
    }),
  ),
});
export type MyBarcodes = z.infer<typeof MyBarcodesSchema>;
