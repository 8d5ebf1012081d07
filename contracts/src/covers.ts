/**
 * Covers are served by Surcos at `{cover}/{size}`, where `{cover}` is the
 * path an album's `image` carries (`/covers/249504`): the browser never
 * talks to the music database's image hosts.
 */
export const COVER_SIZES = [160, 320, 640] as const;
export type CoverSize = (typeof COVER_SIZES)[number];

/** The largest size: album pages show it, and grids never need more. */
export const LARGEST_COVER_SIZE: CoverSize = 640;

export const coverSrc = (cover: string, size: CoverSize): string => `${cover}/${size}`;

/** Every size as a `srcset`, so the browser picks the one that fits the sleeve. */
export const coverSrcSet = (cover: string): string =>
  COVER_SIZES.map((size) => `${coverSrc(cover, size)} ${size}w`).join(', ');

export const isCoverSize = (value: number): value is CoverSize =>
  (COVER_SIZES as readonly number[]).includes(value);
