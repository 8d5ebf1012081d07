import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurns, whenIdle } from '../../src/lib/after-next-paint.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the browser's idle callback, at the latest after the timeout", () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const task = vi.fn();
    whenIdle(task, 10_000);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 10_000 });
  });

  it('runs after the timeout where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('inTurns', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each task in a task of its own, in order, and stops when cancelled', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    const cancel = inTurns([1, 2, 3, 4].map((number) => () => void ran.push(number)));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual([1, 2]);
  });
});
