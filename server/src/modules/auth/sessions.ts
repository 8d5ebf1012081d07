import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

/** better-auth's session and user, as its getSession answers them. */
export type KnownSession = Auth['$Infer']['Session'];

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

/** The token part of a signed cookie value ("token.signature", maybe URL-encoded), or null. */
function tokenOf(signedValue: string): string | null {
  try {
    const decoded = decodeURIComponent(signedValue);
    const dot = decoded.lastIndexOf('.');
    return dot > 0 ? decoded.slice(0, dot) : null;
  } catch {
    return null;
  }
}

/**
 * The one way Surcos learns who a request is from. The cache key is the signed session cookie
 * exactly as sent: an entry exists only once better-auth has checked that very value (its
 * signature and its row), so a forged cookie never matches one.
 */
export function createSessionLookup(auth: Auth, cache: SessionCache<KnownSession>): SessionLookup {
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  async function ask(headers: IncomingHttpHeaders, setCookie?: (cookie: string) => void) {
    const answer = await auth.api.getSession({ headers: fromNodeHeaders(headers), returnHeaders: true });
    if (setCookie) for (const cookie of answer.headers.getSetCookie()) setCookie(cookie);
    return answer.response;
  }

  return {
    async find(headers, setCookie) {
      const cookieHeader = headers.cookie;
      if (!cookieHeader) return null;
      const { cookieName, expiresInMs, updateAgeMs } = await settings;
      const values = cookieValues(cookieHeader, cookieName);
      // No session cookie (better-auth may still clear stale ones), or an ambiguous header: not cached.
      if (values.length !== 1) return ask(headers, setCookie);
      const key = values[0]!;
      return cache.find(key, async () => {
        const session = await ask(headers, setCookie);
        if (!session) return null;
        const expiresAt = new Date(session.session.expiresAt).getTime();
        // From then on better-auth would refresh the session: the next request must reach it.
        const refreshDueAt = expiresAt - expiresInMs + updateAgeMs;
        return {
          value: session,
          userId: session.user.id,
          sessionId: session.session.id,
          freshUntil: tokenOf(key) === session.session.token ? Math.min(expiresAt, refreshDueAt) : 0,
        };
      });
    },
  };
}
