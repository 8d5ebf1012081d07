import type { FastifyBaseLogger } from 'fastify';
import type { DigestRepository } from './digest.repository.ts';

interface ActivityDeps {
  notifications: Pick<DigestRepository, 'markActive'>;
  /** The quiet the mail waits for: the members with Surcos open are marked several times within it. */
  quietMs: number;
  log: FastifyBaseLogger;
}

/**
 * Who has Surcos open on this instance (a live socket), written down for
 * the daily mail, which waits while they do: when a socket opens or closes,
 * and a few times per quiet period while it stays open. Every instance
 * marks its own members, so the mail of any instance sees them all.
 */
export function createActivity({ notifications, quietMs, log }: ActivityDeps) {
  const open = new Map<string, number>();
  const everyMs = Math.max(250, Math.min(60_000, Math.floor(quietMs / 3)));
  let timer: NodeJS.Timeout | null = null;

  const mark = async (userIds: readonly string[]): Promise<void> => {
    if (userIds.length === 0) return;
    try {
      await notifications.markActive(userIds, Date.now());
    } catch (error) {
      // The next mark, or the closing of the socket, writes it again.
      log.warn({ err: error }, 'member activity could not be written');
    }
  };

  return {
    /** A socket of the member opened. */
    opened: (userId: string): Promise<void> => {
      open.set(userId, (open.get(userId) ?? 0) + 1);
      return mark([userId]);
    },
    /** A socket of the member closed: they were there until now. */
    closed: (userId: string): Promise<void> => {
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
      return mark([userId]);
    },
    start(): void {
      timer ??= setInterval(() => void mark([...open.keys()]), everyMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
      open.clear();
    },
  };
}

export type Activity = ReturnType<typeof createActivity>;
