/**
 * Who waits first: people using the app ('interactive') before work nobody is
 * watching ('background', such as imports).
 */
export type Lane = 'interactive' | 'background';

export interface PacerOptions {
  /** Requests per window that background work leaves to interactive ones. */
  interactiveReserve?: number;
  now?: () => number;
  /** How often a background request looks again while people are waiting. */
  backgroundPollMs?: number;
  /** Told of each request let through or refused, and how long it waited (the metrics). */
  onAcquire?: (lane: Lane, waitedMs: number, granted: boolean) => void;
}

/**
 * Keeps one Surcos instance under the music database's request limit
 * (Discogs: 60 per minute per token, over a moving window). Requests beyond
 * the limit wait for a free slot; when an interactive wait would be longer
 * than `maxWaitMs` the caller is told at once, so a user is not left waiting.
 * Background requests wait as long as needed, go only while no interactive
 * request waits, and never use the last `interactiveReserve` slots.
 */
export class RequestPacer {
  private readonly sent: number[] = [];
  private limit: number;
  private pausedUntil = 0;
  private interactiveWaiting = 0;
  private readonly interactiveReserve: number;
  private readonly now: () => number;
  private readonly backgroundPollMs: number;
  private readonly onAcquire: PacerOptions['onAcquire'];

  constructor(
    limit: number,
    private readonly windowMs: number,
    private readonly maxWaitMs: number,
    options: PacerOptions = {},
  ) {
    this.limit = limit;
    this.interactiveReserve = options.interactiveReserve ?? 0;
    this.now = options.now ?? (() => Date.now());
    this.backgroundPollMs = options.backgroundPollMs ?? 250;
    this.onAcquire = options.onAcquire;
  }

  /**
   * Resolves when a request may be sent; false when an interactive request
   * would have to wait longer than allowed (or than `maxWaitMs` given here).
   */
  async acquire(lane: Lane = 'interactive', maxWaitMs = this.maxWaitMs): Promise<boolean> {
    const startedAt = this.now();
    const granted = await this.waitForSlot(lane, maxWaitMs);
    this.onAcquire?.(lane, this.now() - startedAt, granted);
    return granted;
  }

  private async waitForSlot(lane: Lane, maxWaitMs: number): Promise<boolean> {
    if (lane === 'background') {
      for (;;) {
        const wait = this.interactiveWaiting > 0 ? this.backgroundPollMs : this.waitMs(lane);
        if (wait === 0) return this.send();
        await sleep(wait);
      }
    }
    this.interactiveWaiting += 1;
    try {
      for (;;) {
        const wait = this.waitMs(lane);
        if (wait === 0) return this.send();
        if (wait > maxWaitMs) return false;
        await sleep(wait);
      }
    } finally {
      this.interactiveWaiting -= 1;
    }
  }

  /**
   * Reads the service's own count: other users of the same token spend the
   * same budget, so when it says fewer requests remain than this instance
   * thinks, the instance slows down to match.
   */
  observe(headers: Headers): void {
    const limit = Number(headers.get('x-discogs-ratelimit'));
    const remaining = Number(headers.get('x-discogs-ratelimit-remaining'));
    if (Number.isFinite(limit) && limit > 0) this.limit = limit;
    if (
      headers.get('x-discogs-ratelimit-remaining') !== null &&
      Number.isFinite(remaining) &&
      remaining <= 1
    ) {
      this.pausedUntil = this.now() + this.windowMs / Math.max(this.limit, 1);
    }
  }

  /** After a 429, nothing is sent until `ms` have passed. */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }

  private send(): true {
    this.sent.push(this.now());
    return true;
  }

  private waitMs(lane: Lane): number {
    const now = this.now();
    while (this.sent.length > 0 && this.sent[0]! <= now - this.windowMs) this.sent.shift();
    const paused = Math.max(0, this.pausedUntil - now);
    // One slot kept in reserve for other users of the same token.
    const interactiveCapacity = Math.max(1, this.limit - 1);
    const capacity =
      lane === 'interactive' ? interactiveCapacity : interactiveCapacity - this.interactiveReserve;
    if (capacity <= 0) return Math.max(paused, this.windowMs);
    const full =
      this.sent.length >= capacity ? this.sent[this.sent.length - capacity]! + this.windowMs - now : 0;
    return Math.max(paused, full);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
