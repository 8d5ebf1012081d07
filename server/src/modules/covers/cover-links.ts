import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cover paths the API hands the browser instead of the music
 * database's image URLs; the web appends a size (`/320`).
 *
 * - a stored album's first image: `/covers/{albumId}`;
 * - its other images: `/covers/{albumId}/images/{index}`;
 * - a search hit that is not stored: `/covers/found/{token}`, where the token
 *   carries the image URL and a signature, so Surcos fetches only URLs it
 *   handed out itself and is no open image proxy.
 */
/** Longer image URLs get no cover (the placeholder): their tokens would make unwieldy paths. */
export const FOUND_COVER_TOKEN_MAX_LENGTH = 700;

export function albumCoverPath(albumId: string, index = 0): string {
  const id = encodeURIComponent(albumId);
  return index === 0 ? `/covers/${id}` : `/covers/${id}/images/${index}`;
}

export function createCoverLinks(secret: string) {
  const sign = (url: string) =>
    createHmac('sha256', `covers:${secret}`).update(url).digest().subarray(0, 16).toString('base64url');

  return {
    /** A search hit's cover, or null when it has none. */
    found: (url: string | null): string | null => {
      if (!url) return null;
      const token = `${Buffer.from(url, 'utf8').toString('base64url')}.${sign(url)}`;
      return token.length <= FOUND_COVER_TOKEN_MAX_LENGTH ? `/covers/found/${token}` : null;
    },
    /** The image URL a found-cover token carries, or null when it was not signed here. */
    readFound: (token: string): string | null => {
      const match = /^([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return null;
      const url = Buffer.from(match[1]!, 'base64url').toString('utf8');
      const expected = Buffer.from(sign(url), 'utf8');
      const given = Buffer.from(match[2]!, 'utf8');
      return expected.length === given.length && timingSafeEqual(expected, given) ? url : null;
    },
  };
}

export type CoverLinks = ReturnType<typeof createCoverLinks>;
