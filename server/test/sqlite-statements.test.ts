import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { testDialect } from './helpers/database.ts';

/*
 * On SQLite, Kysely's statements are kept prepared and read rows as arrays,
 * made into objects by Surcos: the rows must be exactly what better-sqlite3
 * would have answered itself, before and after the schema changes.
 */

let dir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'surcos-statements-'));
  handle = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'statements.db') });
  await sql`create table sample (id integer primary key, label text, weight real, raw blob, note text)`.execute(
    handle.db,
  );
  await sql`insert into sample (label, weight, raw, note) values
    ('uno', 1.5, x'00ff', null), ('dos', -2, null, 'ñandú'), (null, null, x'', '')`.execute(handle.db);
});

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.runIf(testDialect() === 'sqlite')('SQLite statements as Kysely runs them', () => {
  const rowsOfBetterSqlite = (text: string) => {
    const reader = new SQLite(path.join(dir, 'statements.db'), { readonly: true });
    try {
      return reader.prepare(text).all();
    } finally {
      reader.close();
    }
  };

  it('answers the rows better-sqlite3 answers, every type and a repeated column name included', async () => {
    const text = 'select id, label, weight, raw, note, label as other, id as label from sample order by id';
    for (let run = 0; run < 3; run += 1) {
      const { rows } = await sql.raw(text).execute(handle.db);
      expect(rows).toEqual(rowsOfBetterSqlite(text));
    }
  });

  it('reads a kept statement’s columns again after the schema changes', async () => {
    const select = () => sql<Record<string, unknown>>`select * from sample where id = 1`.execute(handle.db);
    expect(Object.keys((await select()).rows[0]!)).toEqual(['id', 'label', 'weight', 'raw', 'note']);
    await sql`alter table sample add column added text default 'nuevo'`.execute(handle.db);
    expect((await select()).rows[0]).toMatchObject({ id: 1, label: 'uno', added: 'nuevo' });
  });

  it('reads the columns again when another connection changed the schema', async () => {
    const select = () => sql<Record<string, unknown>>`select * from sample where id = 2`.execute(handle.db);
    const before = Object.keys((await select()).rows[0]!);
    const other = new SQLite(path.join(dir, 'statements.db'));
    try {
      other.exec(`alter table sample add column elsewhere integer default 7`);
    } finally {
      other.close();
    }
    expect((await select()).rows[0]).toMatchObject({ id: 2, label: 'dos', elsewhere: 7 });
    expect(Object.keys((await select()).rows[0]!)).toEqual([...before, 'elsewhere']);
  });

  it('answers what a write returns, and runs writes that return nothing', async () => {
    const inserted = await handle.db
      .insertInto('sample' as never)
      .values({ label: 'tres' } as never)
      .returning(['id' as never, 'label' as never])
      .execute();
    expect(inserted).toEqual([{ id: 4, label: 'tres' }]);
    const updated = await sql`update sample set note = 'x' where id > 2`.execute(handle.db);
    expect(updated.numAffectedRows).toBe(2n);
  });
});
