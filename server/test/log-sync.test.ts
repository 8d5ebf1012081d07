import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { createLogSync } from '../src/db/log-sync.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';

/*
 * On SQLite, writes that sync together commit without syncing on the
 * server's thread and are answered only once a sync of the log, run from
 * the thread pool, has covered them.
 */

const synchronousOf = async (handle: { db: DatabaseHandle['db'] }) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)).rows[0]?.synchronous;
/** SQLite's number for `synchronous = FULL`. */
const FULL = 2;

describe.runIf(testDialect() === 'sqlite')('writes synced together', () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'surcos-log-sync-'));
    handle = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'log.db') });
    await sql`create table note (id integer primary key, text text)`.execute(handle.db);
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A log sync held until the test lets it go, counting the syncs begun. */
  function heldSyncs() {
    const releases: Array<() => void> = [];
    let begun = 0;
    const logSync = createLogSync(handle.db, path.join(dir, 'log.db-wal'), async (file) => {
      begun += 1;
      await new Promise<void>((resolve) => releases.push(resolve));
      await file.datasync();
    });
    return {
      logSync,
      begun: () => begun,
      releaseAll: () => releases.splice(0).forEach((release) => release()),
    };
  }

  const settledYet = async (promise: Promise<unknown>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return settled;
  };

  it('answers only after the sync that covers its commit, and others keep using the database meanwhile', async () => {
    const { logSync, begun, releaseAll } = heldSyncs();
    try {
      const writing = logSync.syncedTogether((db) =>
        db.transaction().execute((trx) => sql`insert into note (text) values ('uno')`.execute(trx)),
      );
      expect(await settledYet(writing)).toBe(false);
      expect(begun()).toBe(1);
      // The commit is in: readers see it, and other writes sync by themselves as before.
      const { rows } = await sql<{ n: number }>`select count(*) as n from note`.execute(handle.db);
      expect(rows[0]?.n).toBe(1);
      expect(await synchronousOf(handle)).toBe(FULL);
      releaseAll();
      await writing;
    } finally {
      releaseAll();
      await logSync.close();
    }
  });

  it('gathers the callers that arrive during a sync into the next one', async () => {
    const { logSync, begun, releaseAll } = heldSyncs();
    try {
      const first = logSync.syncedTogether((db) => sql`insert into note (text) values ('a')`.execute(db));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const later = ['b', 'c', 'd'].map((text) =>
        logSync.syncedTogether((db) => sql`insert into note (text) values (${text})`.execute(db)),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(begun()).toBe(1);
      releaseAll();
      await first;
      expect(await settledYet(Promise.all(later))).toBe(false);
      expect(begun()).toBe(2);
      releaseAll();
      await Promise.all(later);
      expect(begun()).toBe(2);
    } finally {
      releaseAll();
      await logSync.close();
    }
  });

  it('fails a sync whose log file cannot be opened, and opens it at the next one', async () => {
    const elsewhere = path.join(dir, 'not-yet.db-wal');
    const logSync = createLogSync(handle.db, elsewhere);
    try {
      const write = () =>
        logSync.syncedTogether((db) => sql`insert into note (text) values ('x')`.execute(db));
      await expect(write()).rejects.toThrow(/ENOENT/);
      writeFileSync(elsewhere, '');
      await expect(write()).resolves.toBeDefined();
    } finally {
      await logSync.close();
    }
  });

  it('syncs what failed work committed and puts the connection back to syncing each commit', async () => {
    const { logSync, begun, releaseAll } = heldSyncs();
    try {
      const failing = logSync.syncedTogether(async (db) => {
        await sql`insert into note (text) values ('antes del fallo')`.execute(db);
        throw new Error('falla a propósito');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(begun()).toBe(1);
      releaseAll();
      await expect(failing).rejects.toThrow('falla a propósito');
      expect(await synchronousOf(handle)).toBe(FULL);
    } finally {
      releaseAll();
      await logSync.close();
    }
  });
});

describe.runIf(testDialect() === 'sqlite')('a message sent on SQLite', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is stored, answered, and leaves the connection syncing every other commit', async () => {
    const [ana, bea] = await Promise.all([
      createUser(ctx.app, { name: 'Ana' }),
      createUser(ctx.app, { name: 'Bea' }),
    ]);
    const started = await as(ctx.app, ana).post('/api/conversations', { userId: bea.id });
    const conversationId = started.json<{ id: string }>().id;
    const sent = await Promise.all(
      ['uno', 'dos', 'tres'].map((text) =>
        as(ctx.app, ana).post(`/api/conversations/${conversationId}/messages`, { text }),
      ),
    );
    expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await synchronousOf(ctx.app)).toBe(FULL);
  });
});
