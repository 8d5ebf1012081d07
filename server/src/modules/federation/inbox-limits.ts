/** Hosts whose budgets are remembered at once; the least recently seen are forgotten first. */
const MAX_SERVERS = 10_000;

/**
 * Deliveries each remote server may make to this instance's inboxes: a
 * bucket of `perMinute` that refills continuously. Kept in memory: a server
 * busy enough to need several instances gives each its own budget.
 */
export function createInboxLimiter(perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;

  return {
    /** Takes one delivery from `server`'s budget; null if allowed, else the seconds until one is. */
    take(server: string): number | null {
      const time = now();
      const bucket = buckets.get(server) ?? { tokens: perMinute, at: time };
      buckets.delete(server);
      bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.at) * perMs);
      bucket.at = time;
      buckets.set(server, bucket);
      if (buckets.size > MAX_SERVERS) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return null;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
  };
}

export type InboxLimiter = ReturnType<typeof createInboxLimiter>;

/**
 * The server a delivery says it comes from: the host of its signature's key
 * (draft-cavage `Signature: keyId="…"` or RFC 9421 `Signature-Input: …;keyid="…"`),
 * read before the signature is checked, so only a budget's name; null when unsigned.
 */
export function claimedServerOf(headers: Record<string, string | string[] | undefined>): string | null {
  const text = [headers.signature, headers['signature-input']].flat().filter(Boolean).join(',');
  const keyId = /keyid="([^"]+)"/i.exec(text)?.[1];
  if (keyId === undefined) return null;
  try {
    return new URL(keyId).host.toLowerCase();
  } catch {
    return null;
  }
}
