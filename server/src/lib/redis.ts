import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createLogThrottle } from './log-throttle.ts';

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

export interface RedisChannel {
  /** Whether the channel is heard now: false from a lost connection until it is subscribed again. */
  readonly listening: boolean;
  /** Tells the other servers; a failure is logged (throttled), never thrown. */
  publish: (message: string) => void;
  quit: () => Promise<void>;
}

export interface RedisChannelOptions {
  /** How the log names the channel's user ('session cache'). */
  name: string;
  log: FastifyBaseLogger;
  /** Each message of the channel, whoever sent it. */
  onMessage: (message: string) => void;
  /**
   * Messages may have been missed: the connection was lost, or it is back and subscribed
   * again. Whatever was kept on the strength of them is no longer to be trusted.
   */
  onGap: () => void;
}

/**
 * A channel the servers sharing one database speak on (session revocations, committed
 * writes), subscribed and connected. ioredis reconnects by itself; `listening` and `onGap`
 * tell the user what it may have missed meanwhile.
 */
export async function listenToChannel(
  url: string,
  channel: string,
  { name, log, onMessage, onGap }: RedisChannelOptions,
): Promise<RedisChannel> {
  const throttle = createLogThrottle();
  const { pub, sub, quit } = await connectRedisPair(url, (error) =>
    throttle('redis', (suppressed) =>
      log.warn({ err: error, suppressed }, `${name}: redis connection error`),
    ),
  );
  let listening = false;
  sub.on('message', (from: string, message: string) => {
    if (from === channel) onMessage(message);
  });
  sub.on('close', () => {
    listening = false;
    onGap();
  });
  sub.on('ready', () => {
    sub.subscribe(channel).then(
      () => {
        onGap();
        listening = true;
      },
      (error: unknown) => log.warn({ err: error }, `${name}: cannot subscribe`),
    );
  });
  await sub.subscribe(channel);
  listening = true;
  return {
    get listening() {
      return listening;
    },
    publish: (message) => {
      pub
        .publish(channel, message)
        .catch((error: unknown) =>
          throttle('publish', (suppressed) =>
            log.warn({ err: error, suppressed }, `${name}: not told to the other servers`),
          ),
        );
    },
    quit: async () => {
      listening = false;
      await quit();
    },
  };
}
