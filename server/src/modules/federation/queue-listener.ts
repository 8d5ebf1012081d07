import type {
  MessageQueue,
  MessageQueueDepth,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify';

/** Fedify's queue with the optional parts both of Surcos' queues have. */
export interface SurcosMessageQueue extends MessageQueue {
  enqueueMany: NonNullable<MessageQueue['enqueueMany']>;
  getDepth: () => Promise<MessageQueueDepth>;
}

/** A message a worker holds until `done`, which removes it (handled, or failed for good). */
export interface ClaimedMessage {
  payload: unknown;
  done: () => Promise<void>;
}

/** A queue's storage as the shared loop below drives it. */
export interface QueueStorage {
  /** The next message due now, leased to this worker; null when none is. */
  claim: () => Promise<ClaimedMessage | null>;
  /** When the earliest waiting message falls due (epoch ms), null when none waits. */
  nextDueAt: () => Promise<number | null>;
}

export interface QueueClock {
  now: () => number;
}

export const systemClock: QueueClock = { now: () => Date.now() };

/**
 * Wakes the listeners of one storage in this process as soon as a message is
 * enqueued; listeners on other instances find it at their next poll.
 */
export class Wakeups {
  readonly #waiters = new Set<() => void>();
  /** Counts wake-ups, so a listener knows one came while it was looking and not yet waiting. */
  generation = 0;

  wake(): void {
    this.generation++;
    for (const waiter of [...this.#waiters]) waiter();
  }

  /** Resolves after `ms`, on a wake-up or when `signal` aborts, whichever comes first. */
  wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const finish = () => {
        clearTimeout(timer);
        this.#waiters.delete(finish);
        signal?.removeEventListener('abort', finish);
        resolve();
      };
      const timer = setTimeout(finish, Math.max(0, ms));
      this.#waiters.add(finish);
      signal?.addEventListener('abort', finish, { once: true });
    });
  }
}

/** Wake-ups shared by every queue object over the same storage (a database handle, a Redis queue). */
const wakeupsByStorage = new WeakMap<object, Wakeups>();
export function wakeupsFor(storage: object): Wakeups {
  let wakeups = wakeupsByStorage.get(storage);
  if (!wakeups) {
    wakeups = new Wakeups();
    wakeupsByStorage.set(storage, wakeups);
  }
  return wakeups;
}

/** Enqueue order within this process: breaks ties between messages due at the same millisecond. */
let lastSeq = 0;
export function nextSeq(now: number): number {
  lastSeq = Math.max(lastSeq + 1, now * 1000);
  return lastSeq;
}

/** The delay of an enqueue in milliseconds (Fedify hands a Temporal.Duration). */
export function delayOf(options: MessageQueueEnqueueOptions | undefined): number {
  const delay = options?.delay as { total: (unit: { unit: 'millisecond' }) => number } | undefined;
  return delay === undefined ? 0 : Math.max(0, Math.round(delay.total({ unit: 'millisecond' })));
}

/**
 * Fedify's `listen`: takes one message at a time, hands it to `handler` and
 * removes it, and otherwise sleeps until the next message falls due, a poll
 * interval passes or a local enqueue wakes it. Resolves once `signal` aborts;
 * never rejects (a failing handler or storage is reported to `onError`).
 * Fedify retries failed work itself, by enqueuing it again with a delay.
 */
export async function listenByPolling(
  storage: QueueStorage,
  handler: (message: unknown) => Promise<void> | void,
  options: MessageQueueListenOptions | undefined,
  settings: {
    pollIntervalMs: number;
    wakeups: Wakeups;
    clock: QueueClock;
    onError: (error: unknown) => void;
  },
): Promise<void> {
  const signal = options?.signal;
  while (!signal?.aborted) {
    const seen = settings.wakeups.generation;
    let claimed: ClaimedMessage | null = null;
    try {
      claimed = await storage.claim();
    } catch (error) {
      settings.onError(error);
    }
    if (claimed !== null) {
      try {
        await handler(claimed.payload);
      } catch (error) {
        settings.onError(error);
      }
      await claimed.done().catch(settings.onError);
      // A message waiting behind this one (same ordering key) may go now, on any local listener.
      settings.wakeups.wake();
      continue;
    }
    let sleepMs = settings.pollIntervalMs;
    try {
      const dueAt = await storage.nextDueAt();
      // One due already is held by another worker, or waits behind its ordering key: poll for it.
      const untilDue = dueAt === null ? sleepMs : dueAt - settings.clock.now();
      if (untilDue > 0) sleepMs = Math.min(sleepMs, untilDue);
    } catch (error) {
      settings.onError(error);
    }
    // A message enqueued here while this listener was looking: look again before sleeping.
    if (settings.wakeups.generation !== seen) continue;
    await settings.wakeups.wait(sleepMs, signal);
  }
}

/** What a queue's storage does beyond `claim` and `nextDueAt`: the parts that differ by storage. */
export interface PollingQueueStorage extends QueueStorage {
  insert: (messages: readonly unknown[], options?: MessageQueueEnqueueOptions) => Promise<void>;
  depth: () => Promise<MessageQueueDepth>;
}

/** Fedify's queue over a storage, `listen` polling it (see listenByPolling). */
export function pollingQueue(
  storage: PollingQueueStorage,
  settings: Parameters<typeof listenByPolling>[3],
): SurcosMessageQueue {
  return {
    nativeRetrial: false,
    enqueue: (message: unknown, options?: MessageQueueEnqueueOptions) => storage.insert([message], options),
    enqueueMany: (messages: readonly unknown[], options?: MessageQueueEnqueueOptions) =>
      storage.insert(messages, options),
    listen: (handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions) =>
      listenByPolling(storage, handler, options, settings),
    getDepth: storage.depth,
  };
}
