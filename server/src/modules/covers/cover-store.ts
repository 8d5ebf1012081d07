import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files on disk under one folder, kept under a total size by evicting the
 * least recently used. A file's modification time is its last use, so the
 * order survives a restart: the folder is scanned once when the store opens.
 */
export interface CoverStore {
  read: (name: string) => Promise<Buffer | null>;
  write: (name: string, bytes: Buffer) => Promise<void>;
  /** Bytes held now (for tests and metrics). */
  readonly totalBytes: number;
  has: (name: string) => boolean;
}

/** Names the cache writes itself: a hash, an optional size, an extension. Anything else is left alone. */
const STORED_NAME = /^[0-9a-f]{64}(?:-\d+)?\.(?:orig|webp|jpg)$/;

export function openCoverStore(dir: string, maxBytes: number): CoverStore {
  mkdirSync(dir, { recursive: true });
  /** Name → size, in order of last use (oldest first): a Map keeps insertion order. */
  const entries = new Map<string, number>();
  let totalBytes = 0;

  const names = readdirSync(dir);
  // A write cut short by a crash left its partial file behind.
  for (const name of names.filter((each) => each.endsWith('.partial')))
    rmSync(path.join(dir, name), { force: true });
  const found = names
    .filter((name) => STORED_NAME.test(name))
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return { name, size: stat.size, usedAt: stat.mtimeMs };
    })
    .sort((a, b) => a.usedAt - b.usedAt);
  for (const { name, size } of found) {
    entries.set(name, size);
    totalBytes += size;
  }

  function touch(name: string, size: number) {
    entries.delete(name);
    entries.set(name, size);
  }

  async function evict() {
    while (totalBytes > maxBytes && entries.size > 0) {
      const [oldest, size] = entries.entries().next().value!;
      entries.delete(oldest);
      totalBytes -= size;
      await rm(path.join(dir, oldest), { force: true });
    }
  }

  return {
    get totalBytes() {
      return totalBytes;
    },
    has: (name) => entries.has(name),

    async read(name) {
      const size = entries.get(name);
      if (size === undefined) return null;
      const file = path.join(dir, name);
      try {
        const bytes = await readFile(file);
        touch(name, size);
        const now = new Date();
        // The last use must outlive a restart; failing to record it only makes eviction less exact.
        await utimes(file, now, now).catch(() => undefined);
        return bytes;
      } catch {
        entries.delete(name);
        totalBytes -= size;
        return null;
      }
    },

    async write(name, bytes) {
      const file = path.join(dir, name);
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      const previous = entries.get(name);
      if (previous !== undefined) totalBytes -= previous;
      touch(name, bytes.length);
      totalBytes += bytes.length;
      await evict();
    },
  };
}
