import type { FastifyBaseLogger } from 'fastify';
import { listenToChannel } from '../../lib/redis.ts';

/** The Redis channel on which every instance hears which sessions were revoked. */
const CHANNEL = 'surcos:sessions-revoked';

/** More signed-in people than this within one TTL share the oldest entries' fate: they are read again. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export type SessionCacheOutcome = 'hit' | 'miss';

/** How a module says that sessions were revoked (createServices hands it the cache's methods). */
export interface SessionRevocations {
  /** Every session of the user is gone or changed (password, deletion, suspension, new name or address). */
  forgetUser: (userId: string) => void;
  /** One session ended (signed out). */
  forgetSession: (sessionId: string) => void;
}

/** What is revoked: every session of a user, or one session. */
type Revocation = { userId: string } | { sessionId: string };

interface Entry<Value> {
  value: Value;
  userId: string;
  sessionId: string;
  /** Epoch ms after which the entry is read again from the database. */
  freshUntil: number;
}

export interface SessionCacheOptions {
  /** How long a session read from the database is trusted without asking it again; 0 turns the cache off. */
  ttlMs: number;
  /** With REDIS_URL, revocations reach every instance through Redis. */
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
  onLookup?: (outcome: SessionCacheOutcome) => void;
  maxEntries?: number;
}

/**
 * A short-lived, bounded, in-process memory of the sessions this instance has read, keyed by
 * the signed session cookie, so a signed-in request costs no database round trip for its
 * session. Only sessions that exist are kept (see docs/decisions/022-session-cache.md).
 * Every revocation (sign-out, password change or reset, account deletion or change,
 * suspension) forgets the sessions here and, through Redis, on every other instance. While
 * the Redis subscription is down the cache is off, since it would not hear revocations.
 */
export async function createSessionCache<Value>({
  ttlMs,
  redisUrl,
  log,
  onLookup,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
}: SessionCacheOptions) {
  const entries = new Map<string, Entry<Value>>();
  /**
   * Bumped at each revocation: a database read that started before one may have seen the
   * revoked session, so its answer is not kept.
   */
  let epoch = 0;
  const enabled = ttlMs > 0;

  function forgetLocally(revocation: Revocation): void {
    epoch += 1;
    for (const [key, entry] of entries) {
      const matches =
        'userId' in revocation
          ? entry.userId === revocation.userId
          : entry.sessionId === revocation.sessionId;
      if (matches) entries.delete(key);
    }
  }

  /** Revocations may have been missed: nothing kept from before counts. */
  function forgetAll(): void {
    epoch += 1;
    entries.clear();
  }

  const channel =
    enabled && redisUrl
      ? await listenToChannel(redisUrl, CHANNEL, {
          name: 'session cache',
          log,
          onMessage: (message) => {
            try {
              forgetLocally(JSON.parse(message) as Revocation);
            } catch {
              // Nobody else writes to this channel: a bad message only means to trust nothing kept.
              forgetAll();
            }
          },
          onGap: forgetAll,
        })
      : null;
  /** While the channel is not heard, revocations would be missed: the cache is off. */
  const listening = () => channel?.listening ?? true;

  function revoke(revocation: Revocation): void {
    forgetLocally(revocation);
    channel?.publish(JSON.stringify(revocation));
  }

  return {
    /**
     * The kept value for this key, or `load`'s answer, kept until `freshUntil` (capped by the
     * TTL) when it is a session. `load` answers null for no session.
     */
    async find(
      key: string,
      load: () => Promise<{ value: Value; userId: string; sessionId: string; freshUntil: number } | null>,
    ): Promise<Value | null> {
      const now = Date.now();
      if (enabled && listening()) {
        const entry = entries.get(key);
        if (entry && entry.freshUntil > now) {
          onLookup?.('hit');
          return entry.value;
        }
        if (entry) entries.delete(key);
      }
      onLookup?.('miss');
      const startedAt = epoch;
      const loaded = await load();
      if (!loaded || !enabled || !listening() || epoch !== startedAt) return loaded?.value ?? null;
      const freshUntil = Math.min(loaded.freshUntil, Date.now() + ttlMs);
      if (freshUntil <= Date.now()) return loaded.value;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        // Insertion order: the first key is the one kept longest ago.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, {
        value: loaded.value,
        userId: loaded.userId,
        sessionId: loaded.sessionId,
        freshUntil,
      });
      return loaded.value;
    },

    forgetUser: (userId: string): void => revoke({ userId }),
    forgetSession: (sessionId: string): void => revoke({ sessionId }),

    async close(): Promise<void> {
      entries.clear();
      await channel?.quit();
    },
  };
}

export type SessionCache<Value> = Awaited<ReturnType<typeof createSessionCache<Value>>>;
