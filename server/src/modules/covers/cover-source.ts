/** The music database's image hosts: the only places a cover is ever fetched from (besides a configured one). */
export const DISCOGS_IMAGE_ORIGINS = [
  'https://i.discogs.com',
  'https://img.discogs.com',
  'https://api-img.discogs.com',
  'https://st.discogs.com',
];

export interface CoverSourceOptions {
  /** Origins (scheme://host[:port]) covers may come from; every other URL is refused unfetched. */
  allowedOrigins: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  /** Counted for tests and metrics: every request actually sent. */
  onFetch?: (url: string) => void;
}

export class CoverUnavailableError extends Error {
  override name = 'CoverUnavailableError';
}

const MAX_REDIRECTS = 3;

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (parsed.username || parsed.password) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * Fetches an image's bytes from an allowed origin only, with a deadline and
 * a byte cap; redirects are followed by hand so each hop is checked against
 * the same list (no hop may leave it).
 */
export function createCoverSource({ allowedOrigins, timeoutMs, maxBytes, onFetch }: CoverSourceOptions) {
  const allowed = new Set(allowedOrigins);
  const isAllowed = (url: string) => {
    const origin = originOf(url);
    return origin !== null && allowed.has(origin);
  };

  async function fetchBytes(url: string): Promise<Buffer> {
    const signal = AbortSignal.timeout(timeoutMs);
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!isAllowed(current)) throw new CoverUnavailableError(`not an allowed cover host: ${current}`);
      onFetch?.(current);
      let response: Response;
      try {
        response = await fetch(current, {
          redirect: 'manual',
          signal,
          headers: { accept: 'image/*', 'user-agent': 'Surcos/0.1 (+covers)' },
        });
      } catch (error) {
        throw new CoverUnavailableError(`cover fetch failed: ${String(error)}`);
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) throw new CoverUnavailableError('redirect without a location');
        current = new URL(location, current).href;
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new CoverUnavailableError(`cover host answered ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxBytes) {
        await response.body.cancel();
        throw new CoverUnavailableError('cover too large');
      }
      return readCapped(response.body, maxBytes, signal);
    }
    throw new CoverUnavailableError('too many redirects');
  }

  return { isAllowed, fetchBytes };
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number, signal: AbortSignal) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new CoverUnavailableError('cover too large');
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof CoverUnavailableError) throw error;
    throw new CoverUnavailableError(
      signal.aborted ? 'cover fetch timed out' : `cover read failed: ${String(error)}`,
    );
  }
  return Buffer.concat(chunks);
}

export type CoverSource = ReturnType<typeof createCoverSource>;
