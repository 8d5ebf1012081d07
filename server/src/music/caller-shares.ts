import {
  MUSIC_MEMBER_REQUESTS_PER_WINDOW,
  MUSIC_SHARE_WINDOW_MS,
  MUSIC_VISITOR_REQUESTS_PER_WINDOW,
} from '@surcos/contracts/limits';
import type { MusicCaller } from './music-database.ts';

export interface ShareLimits {
  visitor: number;
  member: number;
  windowMs: number;
}

export const DEFAULT_SHARE_LIMITS: ShareLimits = {
  visitor: MUSIC_VISITOR_REQUESTS_PER_WINDOW,
  member: MUSIC_MEMBER_REQUESTS_PER_WINDOW,
  windowMs: MUSIC_SHARE_WINDOW_MS,
};

export type ShareTicket = { granted: true; refund: () => void } | { granted: false; retryAfterMs: number };

/** Beyond this many tracked people, the ones with nothing left in the window are forgotten. */
const PRUNE_ABOVE = 10_000;

/**
 * Per-person sliding-window accounting of requests to the music database, so
 * one person cannot spend the budget everyone shares. Background work has no
 * share: the pacer's lanes keep it behind people.
 */
export class CallerShares {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly limits: ShareLimits = DEFAULT_SHARE_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Takes one request from the caller's share, or says how long until one is free. */
  take(caller: MusicCaller | undefined): ShareTicket {
    const key = keyOf(caller);
    if (!key) return { granted: true, refund: () => undefined };
    const limit = caller?.kind === 'member' ? this.limits.member : this.limits.visitor;
    const now = this.now();
    const times = this.recent(key, now);
    if (times.length >= limit) {
      return { granted: false, retryAfterMs: times[times.length - limit]! + this.limits.windowMs - now };
    }
    times.push(now);
    this.sent.set(key, times);
    if (this.sent.size > PRUNE_ABOVE) this.prune(now);
    return {
      granted: true,
      refund: () => {
        const index = times.lastIndexOf(now);
        if (index >= 0) times.splice(index, 1);
      },
    };
  }

  private recent(key: string, now: number): number[] {
    const times = this.sent.get(key) ?? [];
    while (times.length > 0 && times[0]! <= now - this.limits.windowMs) times.shift();
    return times;
  }

  private prune(now: number): void {
    for (const key of [...this.sent.keys()]) {
      if (this.recent(key, now).length === 0) this.sent.delete(key);
    }
  }
}

function keyOf(caller: MusicCaller | undefined): string | null {
  switch (caller?.kind) {
    case 'member':
      return `member:${caller.userId}`;
    case 'visitor':
      return `visitor:${caller.ip}`;
    case 'background':
    case undefined:
      return null;
  }
}
