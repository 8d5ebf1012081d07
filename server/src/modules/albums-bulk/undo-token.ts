import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { UNDO_TOKEN_MAX_LENGTH } from '@surcos/contracts/albums-bulk';

/**
 * An undo travels with the browser, signed and compressed, not stored: any
 * server instance behind a load balancer can honour it, nothing needs
 * sweeping, and no member can forge or replay another's (it names its
 * user and expires).
 */
export function createUndoTokens<T>(secret: string) {
  const key = `albums-bulk-undo:${secret}`;
  const sign = (body: string) => createHmac('sha256', key).update(body).digest().toString('base64url');

  return {
    /** A token for this user's undo, valid until `expiresAt`; null when too large to send back. */
    issue(userId: string, expiresAt: number, undo: T): string | null {
      const json = JSON.stringify({ u: userId, e: expiresAt, s: undo });
      const body = deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
      const token = `${body}.${sign(body)}`;
      return token.length <= UNDO_TOKEN_MAX_LENGTH ? token : null;
    },

    /** The undo a token carries, or null when it was not signed here, is another's, or expired. */
    read(token: string, userId: string, now = Date.now()): T | null {
      const dot = token.indexOf('.');
      if (dot <= 0) return null;
      const body = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = Buffer.from(sign(body), 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: { u: string; e: number; s: T };
      try {
        parsed = JSON.parse(inflateRawSync(Buffer.from(body, 'base64url')).toString('utf8')) as typeof parsed;
      } catch {
        return null;
      }
      if (parsed.u !== userId || !(parsed.e >= now)) return null;
      return parsed.s;
    },
  };
}
