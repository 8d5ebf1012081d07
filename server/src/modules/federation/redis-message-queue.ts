import { randomUUID } from 'node:crypto';
import type { MessageQueueDepth, MessageQueueEnqueueOptions } from '@fedify/fedify';
import type { Redis } from 'ioredis';
import type { QueueSettings } from './message-queue.repository.ts';
import {
  type ClaimedMessage,
  delayOf,
  nextSeq,
  pollingQueue,
  type SurcosMessageQueue,
  systemClock,
  wakeupsFor,
} from './queue-listener.ts';

/**
 * Leases the earliest due message: lapsed leases go back to the queue first;
 * a message with an ordering key is taken only at the head of its key's list.
 * KEYS: queue (zset, due time), leased (zset, lease end), messages (hash),
 * prefix of the ordering lists. ARGV: now, lease end. Returns {id, message} or nil.
 */
const CLAIM = `
local lapsed = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
for _, id in ipairs(lapsed) do
  redis.call('ZREM', KEYS[2], id)
  redis.call('ZADD', KEYS[1], ARGV[1], id)
end
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 100)
for _, id in ipairs(due) do
  local raw = redis.call('HGET', KEYS[3], id)
  if not raw then
    redis.call('ZREM', KEYS[1], id)
  else
    local key = cjson.decode(raw).k
    if not key or redis.call('LINDEX', KEYS[4] .. key, 0) == id then
      redis.call('ZREM', KEYS[1], id)
      redis.call('ZADD', KEYS[2], ARGV[2], id)
      return {id, raw}
    end
  end
end
return nil`;

/** Stored per message: the payload and its ordering key. */
interface Envelope {
  m: unknown;
  k?: string;
}

/**
 * Fedify's message queue on Redis (when REDIS_URL is set), with the same
 * guarantees as the database's: one worker per message, a lapsed lease hands
 * it on, messages sharing an ordering key run one at a time, in order.
 */
export function createRedisMessageQueue(
  redis: Redis,
  prefix: string,
  settings: QueueSettings,
): SurcosMessageQueue {
  const clock = settings.clock ?? systemClock;
  const keys = {
    queue: `${prefix}queue`,
    leased: `${prefix}leased`,
    messages: `${prefix}messages`,
    ordering: `${prefix}ordering:`,
  };
  // Queues over the same Redis and prefix, in this process, wake each other.
  const wakeups = wakeupsFor(wakeupKey(redis, prefix));

  const insert = async (messages: readonly unknown[], options?: MessageQueueEnqueueOptions) => {
    if (messages.length === 0) return;
    const now = clock.now();
    const dueAt = now + delayOf(options);
    const orderingKey = options?.orderingKey;
    const transaction = redis.multi();
    for (const message of messages) {
      // Messages due at the same time sort by member: the enqueue order first, as in the database.
      const id = `${String(nextSeq(now)).padStart(20, '0')}-${randomUUID()}`;
      const envelope: Envelope = orderingKey === undefined ? { m: message } : { m: message, k: orderingKey };
      transaction.hset(keys.messages, id, JSON.stringify(envelope));
      if (orderingKey !== undefined) transaction.rpush(keys.ordering + orderingKey, id);
      transaction.zadd(keys.queue, dueAt, id);
    }
    await transaction.exec();
    wakeups.wake();
  };

  const claim = async (): Promise<ClaimedMessage | null> => {
    const now = clock.now();
    const claimed = (await redis.eval(
      CLAIM,
      4,
      keys.queue,
      keys.leased,
      keys.messages,
      keys.ordering,
      now,
      now + settings.leaseMs,
    )) as [string, string] | null;
    if (claimed === null) return null;
    const [id, raw] = claimed;
    const envelope = JSON.parse(raw) as Envelope;
    return {
      payload: envelope.m,
      done: async () => {
        const transaction = redis.multi().zrem(keys.leased, id).hdel(keys.messages, id);
        if (envelope.k !== undefined) transaction.lrem(keys.ordering + envelope.k, 1, id);
        await transaction.exec();
      },
    };
  };

  const nextDueAt = async (): Promise<number | null> => {
    const [, score] = await redis.zrange(keys.queue, 0, 0, 'WITHSCORES');
    return score === undefined ? null : Number(score);
  };

  return pollingQueue(
    {
      insert,
      claim,
      nextDueAt,
      async depth(): Promise<MessageQueueDepth> {
        const [queued, ready] = await Promise.all([
          redis.zcard(keys.queue),
          redis.zcount(keys.queue, '-inf', clock.now()),
        ]);
        return { queued, ready, delayed: queued - ready };
      },
    },
    { pollIntervalMs: settings.pollIntervalMs, wakeups, clock, onError: settings.onError },
  );
}

/** One object per Redis server and prefix in this process, to share wake-ups by. */
const wakeupKeys = new Map<string, object>();
function wakeupKey(redis: Redis, prefix: string): object {
  const { host, port, db } = redis.options;
  const name = `${host ?? ''}:${port ?? ''}/${db ?? 0}/${prefix}`;
  let key = wakeupKeys.get(name);
  if (!key) {
    key = {};
    wakeupKeys.set(name, key);
  }
  return key;
}
