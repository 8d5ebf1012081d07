/**
 * Keeps one Surcos instance under the music database's request limit
 * (Discogs: 60 per minute per token, over a moving window). Requests beyond
 * the limit wait for a free slot; when the wait would be longer than
 * `maxWaitMs` the caller is told at once, so a user is not left waiting.
 */
export class RequestPacer {
  private readonly sent: number[] = [];
  private limit: number;
  private pausedUntil = 0;

  constructor(
    limit: number,
    private readonly windowMs: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.limit = limit;
  }

  /** Resolves when a request may be sent; false when it would have to wait longer than allowed. */
  async acquire(): Promise<boolean> {
    for (;;) {
      const wait = this.waitMs();
      if (wait === 0) {
        this.sent.push(this.now());
        return true;
      }
      if (wait > this.maxWaitMs) return false;
      await new Promise((resolve) => setTimeout(resolve, wait));
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

  private waitMs(): number {
    const now = this.now();
    while (this.sent.length > 0 && this.sent[0]! <= now - this.windowMs) this.sent.shift();
    const paused = Math.max(0, this.pausedUntil - now);
    // One slot kept in reserve for other users of the same token.
    const capacity = Math.max(1, this.limit - 1);
    const full = this.sent.length >= capacity ? this.sent[0]! + this.windowMs - now : 0;
    return Math.max(paused, full);
  }
}
