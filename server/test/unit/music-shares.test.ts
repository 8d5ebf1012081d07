import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallerShares } from '../../src/music/caller-shares.ts';
import type { MusicCaller } from '../../src/music/music-database.ts';
import { RequestPacer } from '../../src/music/request-pacer.ts';

const visitor: MusicCaller = { kind: 'visitor', ip: '203.0.113.1' };
const otherVisitor: MusicCaller = { kind: 'visitor', ip: '203.0.113.2' };
const member: MusicCaller = { kind: 'member', userId: 'u1' };

describe('CallerShares', () => {
  let clock = 0;
  const shares = () => new CallerShares({ visitor: 2, member: 4, windowMs: 60_000 }, () => clock);
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('gives each visitor and each member a share of their own within a sliding window', () => {
    const accounts = shares();
    expect(accounts.take(visitor).granted).toBe(true);
    clock += 10_000;
    expect(accounts.take(visitor).granted).toBe(true);
    const refused = accounts.take(visitor);
    expect(refused).toEqual({ granted: false, retryAfterMs: 50_000 });
    expect(accounts.take(otherVisitor).granted).toBe(true);
    for (let index = 0; index < 4; index += 1) expect(accounts.take(member).granted).toBe(true);
    expect(accounts.take(member).granted).toBe(false);

    clock += 50_000; // the first visitor request leaves the window
    expect(accounts.take(visitor).granted).toBe(true);
    expect(accounts.take(visitor).granted).toBe(false);
  });

  it('gives back a request that never reached the service', () => {
    const accounts = shares();
    const first = accounts.take(visitor);
    accounts.take(visitor);
    if (first.granted) first.refund();
    expect(accounts.take(visitor).granted).toBe(true);
  });

  it('does not meter background work or unattributed calls', () => {
    const accounts = shares();
    for (let index = 0; index < 100; index += 1) {
      expect(accounts.take({ kind: 'background' }).granted).toBe(true);
      expect(accounts.take(undefined).granted).toBe(true);
    }
  });
});

describe('RequestPacer lanes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps background work behind a reserve that only people may use', async () => {
    // 10 a minute, one kept for other users of the token, 4 reserved for people: background gets 5.
    const pacer = new RequestPacer(10, 60_000, 5_000, { interactiveReserve: 4 });
    let background = 0;
    const work = (async () => {
      for (let index = 0; index < 8; index += 1) {
        await pacer.acquire('background');
        background += 1;
      }
    })();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(background).toBe(5);
    // People still get the reserved slots at once.
    for (let index = 0; index < 4; index += 1) expect(await pacer.acquire('interactive')).toBe(true);
    // The window moves on: background continues.
    await vi.advanceTimersByTimeAsync(60_000);
    await work;
    expect(background).toBe(8);
  });

  it('lets no background request go while a person waits, even one that queued first', async () => {
    const pacer = new RequestPacer(3, 60_000, 70_000, { interactiveReserve: 0 });
    expect(await pacer.acquire('interactive')).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pacer.acquire('interactive')).toBe(true);
    const order: string[] = [];
    // Both wait for the slot that frees at 60 s; the background request asked first.
    const job = pacer.acquire('background').then(() => order.push('background'));
    await vi.advanceTimersByTimeAsync(1);
    const person = pacer.acquire('interactive').then(() => order.push('interactive'));
    await vi.advanceTimersByTimeAsync(30_500);
    await person;
    expect(order).toEqual(['interactive']);
    await vi.advanceTimersByTimeAsync(30_000);
    await job;
    expect(order).toEqual(['interactive', 'background']);
  });

  it('tells a person at once when the wait would be too long, but lets background wait', async () => {
    const pacer = new RequestPacer(2, 60_000, 1_000);
    expect(await pacer.acquire('interactive')).toBe(true);
    expect(await pacer.acquire('interactive')).toBe(false);
    let sent = false;
    void pacer.acquire('background').then(() => (sent = true));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(sent).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toBe(true);
  });
});
