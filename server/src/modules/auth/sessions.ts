import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseSessionOutput, parseUserOutput } from 'better-auth/db';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.ts';
import { type CachedIdentity, type KnownSession, sessionCacheKey } from './identity.ts';
import type { SessionCache } from './session-cache.ts';

export type { KnownSession };

export interface SessionLookup {
  /**
   * The session of a request or socket handshake (its headers). From the session cache while
   * fresh; otherwise better-auth's getSession, which also refreshes a session that is due (and
   * hands the cookies it sets to `setCookie`, for a route that can send them).
   */
  find: (headers: IncomingHttpHeaders, setCookie?: (cookie: string) => void) => Promise<KnownSession | null>;
}

/** The values of the cookie `name` in a Cookie header, in order. */
function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      values.push(part.slice(separator + 1).trim());
  }
  return values;
}

/** The parts of a signed cookie value ("token.signature", maybe URL-encoded), or null. */
function signedParts(signedValue: string): { token: string; signature: string } | null {
  try {
    const decoded = decodeURIComponent(signedValue);
    const dot = decoded.lastIndexOf('.');
    return dot > 0 ? { token: decoded.slice(0, dot), signature: decoded.slice(dot + 1) } : null;
  } catch {
    return null;
  }
}

/** better-auth's signature of a cookie's value: HMAC-SHA256 with the auth secret, in base64 (44 characters). */
const SIGNATURE_LENGTH = 44;

/**
 * The token of a signed cookie value whose signature is exactly the one
 * better-auth makes for it, or null for anything else (which then goes to
 * better-auth itself). node:crypto's HMAC is synchronous and needs no key
 * import; better-auth verifies through WebCrypto, importing the key anew at
 * each call.
 */
function verifiedTokenOf(signedValue: string, secret: string): string | null {
  const parts = signedParts(signedValue);
  if (parts === null) return null;
  const signature = Buffer.from(parts.signature);
  const expected = Buffer.from(createHmac('sha256', secret).update(parts.token).digest('base64'));
  return signature.length === SIGNATURE_LENGTH &&
    expected.length === SIGNATURE_LENGTH &&
    timingSafeEqual(signature, expected)
    ? parts.token
    : null;
}

/**
 * The one way Surcos learns whose session a request carries (a personal access token is
 * modules/tokens, through the same cache). The cache key is the signed session cookie exactly as
 * sent: an entry exists only once better-auth has checked that very value (its signature and its
 * row), so a forged cookie never matches one.
 */
export function createSessionLookup(auth: Auth, cache: SessionCache<CachedIdentity>): SessionLookup {
  const settings = auth.$context.then((context) => {
    const expiresInMs = context.sessionConfig.expiresIn * 1000;
    const updateAgeMs = context.sessionConfig.updateAge * 1000;
    return {
      context,
      cookieName: context.authCookies.sessionToken.name,
      // Cookies whose presence changes what better-auth answers or sets: those requests go to it.
      otherCookieNames: [context.authCookies.dontRememberToken.name, context.authCookies.sessionData.name],
      /** Until its expiry, or until better-auth would refresh it: then the next request must reach it. */
      freshUntilOf: (expiresAt: number) => Math.min(expiresAt, expiresAt - expiresInMs + updateAgeMs),
    };
  });

  const entryOf = (session: KnownSession, freshUntil: number) => ({
    value: { kind: 'session' as const, session },
    userId: session.user.id,
    sessionId: session.session.id,
    freshUntil,
  });

  async function ask(headers: IncomingHttpHeaders, setCookie?: (cookie: string) => void) {
    const answer = await auth.api.getSession({ headers: fromNodeHeaders(headers), returnHeaders: true });
    if (setCookie) for (const cookie of answer.headers.getSetCookie()) setCookie(cookie);
    return answer.response;
  }

  /**
   * What better-auth's getSession answers for a cookie it would neither clear
   * nor refresh nor turn down: the session found by the cookie's token, while
   * it is neither expired nor due for a refresh, read through better-auth's
   * own adapter and shaped by its own output rules. Its endpoint would cost a
   * WebCrypto key import and verification, and the machinery of an API call,
   * on every lookup the cache misses. Undefined where better-auth must answer:
   * a signature not exactly its own, no such session, an expired one (which it
   * deletes), one due for a refresh (which it extends, setting the cookie), or
   * a request carrying its other session cookies.
   */
  async function read(cookieHeader: string, signedValue: string): Promise<KnownSession | undefined> {
    const { context, otherCookieNames, freshUntilOf } = await settings;
    if (otherCookieNames.some((name) => cookieValues(cookieHeader, name).length > 0)) return undefined;
    const token = verifiedTokenOf(signedValue, context.secret);
    if (token === null) return undefined;
    const found = await context.internalAdapter.findSession(token);
    if (!found || freshUntilOf(found.session.expiresAt.getTime()) <= Date.now()) return undefined;
    return {
      session: parseSessionOutput(context.options, found.session),
      user: parseUserOutput(context.options, found.user),
    };
  }

  return {
    async find(headers, setCookie) {
      const cookieHeader = headers.cookie;
      if (!cookieHeader) return null;
      const { cookieName, freshUntilOf } = await settings;
      const values = cookieValues(cookieHeader, cookieName);
      // No session cookie (better-auth may still clear stale ones), or an ambiguous header: not cached.
      if (values.length !== 1) return ask(headers, setCookie);
      const key = values[0]!;
      const found = await cache.find(sessionCacheKey(key), async () => {
        const known = await read(cookieHeader, key);
        if (known) return entryOf(known, freshUntilOf(new Date(known.session.expiresAt).getTime()));
        const session = await ask(headers, setCookie);
        if (!session) return null;
        const sameToken = signedParts(key)?.token === session.session.token;
        return entryOf(session, sameToken ? freshUntilOf(new Date(session.session.expiresAt).getTime()) : 0);
      });
      return found?.kind === 'session' ? found.session : null;
    },
  };
}
