import { Redis } from 'ioredis';

export interface RedisPair {
  /** For commands and PUBLISH. */
  pub: Redis;
  /** Subscribed connections take no other commands: a second one, for SUBSCRIBE. */
  sub: Redis;
  quit: () => Promise<void>;
}

/**
 * The two connections a Redis fan-out needs (the Socket.IO adapter, the session cache), with
 * the same settings, connected. Errors go to `onError`; ioredis reconnects by itself.
 */
export async function connectRedisPair(url: string, onError: (error: Error) => void): Promise<RedisPair> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    pub,
    sub,
    quit: async () => {
      await Promise.all([pub, sub].map((client) => client.quit().catch(() => undefined)));
    },
  };
}
