import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TableWrites } from '../db/table-writes.ts';
import { listenToChannel } from './redis.ts';

/** The Redis channel on which the servers of one PostgreSQL database tell each other what they committed. */
const CHANNEL = 'surcos:table-writes';

interface Told {
  from: string;
  key: string;
}

const isTold = (value: unknown): value is Told =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Told).from === 'string' &&
  typeof (value as Told).key === 'string';

/**
 * Several servers on one PostgreSQL database (REDIS_URL) tell each other,
 * through Redis, each write of watched tables they commit, so what one keeps
 * (lib/kept-reads.ts) follows the others' writes too, within Redis's latency
 * rather than a cache's age bound (docs/decisions/068-kept-first-pages.md). A
 * server publishes after its commit, before the facts its services publish,
 * so a member's refetch on a live update finds the word there first. While
 * the subscription is down, every read moves the count: nothing is kept, since
 * the others' word would be missed; on its return everything kept before is
 * read again.
 */
export async function shareWrites(
  watched: readonly TableWrites[],
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<{ close: () => Promise<void> }> {
  const self = randomUUID();
  const heard = new Map<string, number>(watched.map((writes) => [writes.key, 0]));
  /** A gap in what was heard: everything kept before it is read again. */
  const missedSome = () => {
    for (const [key, count] of heard) heard.set(key, count + 1);
  };
  const channel = await listenToChannel(redisUrl, CHANNEL, {
    name: 'shared writes',
    log,
    onMessage: (message) => {
      try {
        const told: unknown = JSON.parse(message);
        if (!isTold(told)) throw new Error('not a write');
        const count = heard.get(told.key);
        if (told.from !== self && count !== undefined) heard.set(told.key, count + 1);
      } catch {
        // Nobody else writes to this channel: a message not understood could be any write.
        missedSome();
      }
    },
    onGap: missedSome,
  });

  const stops = watched.map((writes) => {
    writes.hearElsewhere(() => (channel.listening ? heard.get(writes.key)! : Number.NaN));
    return writes.onCommitted(() =>
      channel.publish(JSON.stringify({ from: self, key: writes.key } satisfies Told)),
    );
  });

  return {
    close: async () => {
      for (const stop of stops) stop();
      await channel.quit();
    },
  };
}
