import { randomUUID } from 'node:crypto';
import type { MessageQueueDepth, MessageQueueEnqueueOptions } from '@fedify/fedify';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import {
  type ClaimedMessage,
  delayOf,
  nextSeq,
  type QueueClock,
  pollingQueue,
  type SurcosMessageQueue,
  systemClock,
  wakeupsFor,
} from './queue-listener.ts';

export interface QueueSettings {
  /** Longest a listener sleeps before looking again (messages enqueued by other instances). */
  pollIntervalMs: number;
  /** How long a worker holds a message; a stopped server's messages go to another worker after it. */
  leaseMs: number;
  clock?: QueueClock;
  onError: (error: unknown) => void;
}

/**
 * Fedify's message queue in the `federation_message` table. A worker leases
 * the earliest due message (PostgreSQL skips rows another worker is locking);
 * a message with an ordering key waits until every earlier one with that key
 * is gone, so they run one at a time, in order.
 */
export function createDatabaseMessageQueue(
  db: Kysely<Database>,
  dialect: Dialect,
  settings: QueueSettings,
): SurcosMessageQueue {
  const clock = settings.clock ?? systemClock;
  const wakeups = wakeupsFor(db);
  const lockClause = dialect === 'postgres' ? sql`for update skip locked` : sql``;

  const insert = async (messages: readonly unknown[], options?: MessageQueueEnqueueOptions) => {
    if (messages.length === 0) return;
    const now = clock.now();
    const deliverAt = now + delayOf(options);
    await db
      .insertInto('federation_message')
      .values(
        messages.map((message) => ({
          id: randomUUID(),
          payload: JSON.stringify(message),
          ordering_key: options?.orderingKey ?? null,
          deliver_at: deliverAt,
          enqueued_at: now,
          seq: nextSeq(now),
          locked_until: null,
        })),
      )
      .execute();
    wakeups.wake();
  };

  const claim = async (): Promise<ClaimedMessage | null> => {
    const now = clock.now();
    const { rows } = await sql<{ id: string; payload: string }>`
      update federation_message set locked_until = ${now + settings.leaseMs}
      where id = (
        select m.id from federation_message m
        where m.deliver_at <= ${now}
          and (m.locked_until is null or m.locked_until < ${now})
          and (m.ordering_key is null or not exists (
            select 1 from federation_message earlier
            where earlier.ordering_key = m.ordering_key and earlier.seq < m.seq))
        order by m.deliver_at, m.seq
        limit 1
        ${lockClause}
      )
      returning id, payload`.execute(db);
    const row = rows[0];
    if (row === undefined) return null;
    return {
      payload: JSON.parse(row.payload) as unknown,
      done: async () => {
        await db.deleteFrom('federation_message').where('id', '=', row.id).execute();
      },
    };
  };

  const nextDueAt = async (): Promise<number | null> => {
    const now = clock.now();
    const row = await db
      .selectFrom('federation_message')
      .select((eb) => eb.fn.min('deliver_at').as('due'))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .executeTakeFirst();
    return row?.due == null ? null : Number(row.due);
  };

  return pollingQueue(
    {
      insert,
      claim,
      nextDueAt,
      async depth(): Promise<MessageQueueDepth> {
        const now = clock.now();
        const row = await db
          .selectFrom('federation_message')
          .select([
            sql<number>`count(*)`.as('queued'),
            sql<number>`coalesce(sum(case when deliver_at <= ${now} then 1 else 0 end), 0)`.as('ready'),
          ])
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
          .executeTakeFirstOrThrow();
        const queued = Number(row.queued);
        const ready = Number(row.ready);
        return { queued, ready, delayed: queued - ready };
      },
    },
    { pollIntervalMs: settings.pollIntervalMs, wakeups, clock, onError: settings.onError },
  );
}
