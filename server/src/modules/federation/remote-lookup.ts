import type { Context } from '@fedify/fedify';
import { type Actor, isActor } from '@fedify/vocab';

/** `@user@host` or `user@host`, host with any port; null when it is not one. */
export function parseRemoteHandle(text: string): { user: string; host: string } | null {
  const match = /^@?([^@\s/?#]+)@([^@\s/?#]+)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  try {
    const { host } = new URL(`https://${match[2]}`);
    return host === '' ? null : { user: match[1], host };
  } catch {
    return null;
  }
}

/** Longest a plain-http WebFinger answer may be, in bytes. */
const WEBFINGER_MAX_BYTES = 64 * 1024;

/**
 * The actor an address such as `@ana@discos.example` names, or null. Fedify
 * asks WebFinger over https only; where private addresses are allowed (tests,
 * a LAN, where instances run on plain http) a second try asks over http.
 * Runs under the caller's outbound policy (runtime.outbound).
 */
export async function lookupRemoteActor(
  ctx: Context<void>,
  handle: string,
  options: { plainHttp: boolean },
): Promise<Actor | null> {
  const parsed = parseRemoteHandle(handle);
  if (parsed === null) return null;
  const resource = `acct:${parsed.user}@${parsed.host}`;
  const found = await ctx.lookupObject(resource).catch(() => null);
  if (isActor(found)) return found;
  if (!options.plainHttp) return null;
  const self = await plainWebFingerSelf(parsed.host, resource);
  if (self === null) return null;
  const actor = await ctx.lookupObject(self).catch(() => null);
  return isActor(actor) ? actor : null;
}

/** The ActivityPub `self` link of a WebFinger answer over http, or null. */
async function plainWebFingerSelf(host: string, resource: string): Promise<string | null> {
  const url = new URL(`http://${host}/.well-known/webfinger`);
  url.searchParams.set('resource', resource);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/jrd+json, application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok || text.length > WEBFINGER_MAX_BYTES) return null;
    const { links } = JSON.parse(text) as {
      links?: Array<{ rel?: unknown; type?: unknown; href?: unknown }>;
    };
    const self = links?.find(
      (link) =>
        link.rel === 'self' &&
        typeof link.href === 'string' &&
        (link.type === 'application/activity+json' || String(link.type).startsWith('application/ld+json')),
    );
    return typeof self?.href === 'string' ? self.href : null;
  } catch {
    return null;
  }
}
