import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY_MS } from '../src/db/wal-checkpointer.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';

/*
 * On SQLite the server never checkpoints inside a commit: a thread of its
 * own moves the write-ahead log into the database file, so no request waits
 * for that sync.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

const sqliteFile = () => {
  const { database } = ctx.config;
  if (database.dialect !== 'sqlite') throw new Error('SQLite only');
  return database.file;
};

describe.runIf(testDialect() === 'sqlite')('the write-ahead log checkpointer', () => {
  it('leaves commits without checkpoints, and checkpoints every write from its thread', async () => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(ctx.app.db);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);

    // The rows land in the log; only a checkpoint copies them into the database file.
    const before = statSync(sqliteFile()).size;
    for (let batch = 0; batch < 20; batch += 1) {
      await ctx.app.db
        .insertInto('rate_limit')
        .values(
          Array.from({ length: 200 }, (_, index) => ({
            key: `checkpoint-${batch}-${index}-${'x'.repeat(400)}`,
            count: 1,
            reset_at: Date.now(),
          })),
        )
        .execute();
    }
    const deadline = Date.now() + 5 * CHECKPOINT_EVERY_MS;
    while (statSync(sqliteFile()).size < before + 1_000_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(statSync(sqliteFile()).size).toBeGreaterThan(before + 1_000_000);
  });

  it('stops with the server, leaving the database whole', async () => {
    const other = await ctx.buildAnother();
    await other.db.insertInto('rate_limit').values({ key: 'closing', count: 1, reset_at: 1 }).execute();
    await other.close();
    const reader = new SQLite(sqliteFile(), { readonly: true });
    try {
      expect(reader.prepare("select count(*) as n from rate_limit where key = 'closing'").get()).toEqual({
        n: 1,
      });
      expect(reader.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      reader.close();
    }
    expect(existsSync(sqliteFile())).toBe(true);
  });

  it('keeps a process that is closing the database alive until the thread has finished', async () => {
    // A process whose last work is the close: an unreferenced thread let it end mid-close (exit code 13).
    const dir = mkdtempSync(path.join(tmpdir(), 'surcos-close-'));
    try {
      const script = `
        const { openDatabase } = await import('./src/db/database.ts');
        const handle = await openDatabase(
          { dialect: 'sqlite', file: ${JSON.stringify(path.join(dir, 'closing.db'))} },
          { onCheckpointFailure: (message) => console.error(message) },
        );
        await handle.close();
        console.log('closed');
      `;
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', '--input-type=module', '--eval', script],
        { cwd: path.resolve(import.meta.dirname, '..') },
      );
      expect(stdout.trim()).toBe('closed');
      expect(stderr).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
