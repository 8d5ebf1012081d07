import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableWrites } from '../../src/db/table-writes.ts';
import { createKeptReads } from '../../src/lib/kept-reads.ts';

/** A read that counts its calls and answers what `answer` gives then. */
function countedRead<Value>(answer: () => Value) {
  const read = Object.assign(
    () => {
      read.calls += 1;
      return Promise.resolve(answer());
    },
    { calls: 0 },
  );
  return read;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createKeptReads', () => {
  it('keeps a read by key until a write of its tables is committed', async () => {
    const writes = new TableWrites(['album']);
    const kept = createKeptReads<string, string>(writes, { maxAgeMs: Infinity, maxEntries: 10 });
    let value = 'uno';
    const read = countedRead(() => value);
    expect(await kept('a', read)).toBe('uno');
    value = 'dos';
    expect(await kept('a', read)).toBe('uno');
    expect(await kept('b', read)).toBe('dos');
    expect(read.calls).toBe(2);
    writes.committed();
    expect(await kept('a', read)).toBe('dos');
    expect(read.calls).toBe(3);
  });

  it('reads again once its age bound passes', async () => {
    vi.useFakeTimers();
    const kept = createKeptReads<string, string>(new TableWrites([]), { maxAgeMs: 1_000, maxEntries: 10 });
    const read = countedRead(() => 'uno');
    await kept('a', read);
    vi.advanceTimersByTime(999);
    await kept('a', read);
    expect(read.calls).toBe(1);
    vi.advanceTimersByTime(2);
    await kept('a', read);
    expect(read.calls).toBe(2);
  });

  it('does not keep a read that failed, nor one a write was committed during', async () => {
    const writes = new TableWrites(['album']);
    const kept = createKeptReads<string, string>(writes, { maxAgeMs: Infinity, maxEntries: 10 });
    await expect(kept('a', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    const read = countedRead(() => 'uno');
    expect(await kept('a', read)).toBe('uno');
    expect(read.calls).toBe(1);

    writes.committed();
    let finish: (value: string) => void = () => undefined;
    const slow = kept('a', () => new Promise<string>((resolve) => (finish = resolve)));
    writes.committed();
    finish('antes de escribir');
    expect(await slow).toBe('antes de escribir');
    expect(await kept('a', read)).toBe('uno');
    expect(read.calls).toBe(2);
  });

  it('shares one read between concurrent misses of a key, and not across a write', async () => {
    const writes = new TableWrites(['album']);
    const kept = createKeptReads<string, string>(writes, { maxAgeMs: Infinity, maxEntries: 10 });
    const read = countedRead(() => 'uno');
    await Promise.all([kept('a', read), kept('a', read)]);
    expect(read.calls).toBe(1);
    writes.committed();
    const first = kept('a', read);
    writes.committed();
    await Promise.all([first, kept('a', read)]);
    expect(read.calls).toBe(3);
  });

  it('keeps at most so many entries, and nothing bigger than an eighth of its room', async () => {
    const kept = createKeptReads<string, string>(new TableWrites([]), {
      maxAgeMs: Infinity,
      maxEntries: 2,
      sizeOf: (value) => value.length,
      maxSize: 80,
    });
    const read = countedRead(() => 'corto');
    for (const key of ['a', 'b', 'c']) await kept(key, read);
    // 'a' was the least recently used: it went.
    await kept('c', read);
    await kept('a', read);
    expect(read.calls).toBe(4);
    const big = countedRead(() => 'x'.repeat(11));
    await kept('grande', big);
    await kept('grande', big);
    expect(big.calls).toBe(2);
  });
});

describe("TableWrites' count of other processes' commits", () => {
  it('moves when the count it is given moves, and at every read when that count cannot be read', () => {
    let others = 7;
    const writes = new TableWrites(['album'], () => others);
    const first = writes.generation;
    expect(writes.generation).toBe(first);
    others = 8;
    const second = writes.generation;
    expect(second).not.toBe(first);
    expect(writes.generation).toBe(second);
    others = Number.NaN;
    expect(writes.generation).not.toBe(writes.generation);
  });
});
