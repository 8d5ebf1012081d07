import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_SORTS } from '@surcos/contracts/albums';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { TableWrites } from '../src/db/table-writes.ts';
import { createExploreRepository } from '../src/modules/explore/explore.repository.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { loggingDatabase, type RanQuery, testDialect } from './helpers/database.ts';

/*
 * What keeps Explorar's pages cheap at any depth is the plan SQLite picks for
 * them, checked here on the very SQL each page runs. A search with many
 * matches walks a window of the list's order (db/album-text-search.ts): the
 * window is bounded by the whole sort key where the order's columns allow it,
 * so it stops at its last row rather than at the end of that row's genre or
 * artist, and the order's index holds the text, so a row that does not match
 * is passed over without reading the album (migration 019). A later page
 * seeks to its cursor's whole key (db/paging.ts, `after`), not to the first
 * column's value with every row of that value read past.
 */

/** A plan's steps, one line each. */
const planOf = (query: { sql: string; parameters: readonly unknown[] }) =>
  (sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as Array<{ detail: string }>)
    .map((step) => step.detail)
    .join(' | ');

/** An index seek on a row value of several columns: `((genre_sort,artist_sort,id)<(?,?,?))`. */
const ROW_VALUE_SEEK = /USING (COVERING )?INDEX \w+ \(\(\w+(,\w+)+\)[<>]/;

const ORDER_INDEXES = [
  'album_explore_recent',
  'album_explore_artist',
  'album_explore_name',
  'album_explore_genre',
  'album_explore_year_desc',
  'album_explore_year_asc',
];

/** Albums in three genres and six artists, every third one by a 'Luna': far more matches than the index reads. */
const ALBUMS = 6000;

let ctx: TestContext;
let sqlite: SQLite.Database;
let db: Kysely<Database>;
const ran: RanQuery[] = [];

const indexColumns = (name: string) =>
  (sqlite.pragma(`index_xinfo(${name})`) as Array<{ name: string | null; key: number }>)
    .filter((column) => column.key === 1)
    .map((column) => column.name);

async function setUp() {
  ctx = await createTestContext();
  const logged = loggingDatabase(ctx.config.database, ran);
  db = logged.db;
  sqlite = logged.sqlite!;
  const artists = ['Aire', 'Bruma', 'Luna Llena', 'Cobre', 'Duna', 'Eco'];
  const genres = ['Jazz', 'Pop', 'Rock'];
  for (let start = 0; start < ALBUMS; start += 500) {
    await ctx.app.db
      .insertInto('album')
      .values(
        Array.from({ length: 500 }, (_, offset) => {
          const index = start + offset;
          return albumRow({
            id: String(100_000 + index),
            artist: artists[index % artists.length] as string,
            name: `Disco ${index}`,
            year: index % 11 === 0 ? null : 1960 + (index % 50),
            genre: genres[index % genres.length],
            lastAddedAt: 1_700_000_000_000 + index,
          });
        }),
      )
      .execute();
  }
}

describe.skipIf(testDialect() !== 'sqlite')("A search's window of the list's order (SQLite)", () => {
  beforeAll(setUp, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await ctx?.close();
  });

  it("keeps the folded text in every Explorar order's index, and takes it out again going back", async () => {
    for (const name of ORDER_INDEXES) expect(indexColumns(name).at(-1)).toBe('search_text');
    await migrateTo(db, '018-album-text-index');
    try {
      for (const name of ORDER_INDEXES) expect(indexColumns(name)).not.toContain('search_text');
    } finally {
      await migrateToLatest(db);
    }
  });

  it.each(ALBUM_SORTS)(
    'walks the window of %s in its index, bounded by the whole key where it can',
    async (sort) => {
      const explore = createExploreRepository(db, 'sqlite', new TableWrites(['album']));
      ran.length = 0;
      const page = await explore.albums({ q: 'luna', sort, cursor: undefined });
      expect(page.rows.length).toBeGreaterThan(0);

      const windows = ran.filter((query) => /\blike\b/i.test(query.sql) && !/album_search/.test(query.sql));
      expect(windows.length).toBeGreaterThan(0);
      for (const query of windows) {
        const plan = planOf(query);
        const used = /USING INDEX (\w+)/.exec(plan)?.[1];
        expect(ORDER_INDEXES, plan).toContain(used);
        expect(indexColumns(used as string)).toContain('search_text');
        // The year orders index an expression, where SQLite does not seek on a row value.
        if (!sort.startsWith('year')) expect(plan).toMatch(ROW_VALUE_SEEK);
      }
    },
  );

  it.each(ALBUM_SORTS.filter((sort) => !sort.startsWith('year')))(
    'seeks a later page of %s to its cursor, the whole key',
    async (sort) => {
      const explore = createExploreRepository(db, 'sqlite', new TableWrites(['album']));
      const first = await explore.albums({ q: '', sort, cursor: undefined });
      expect(first.nextCursor).not.toBeNull();
      ran.length = 0;
      const second = await explore.albums({ q: '', sort, cursor: first.nextCursor ?? undefined });
      expect(second.rows.map((row) => row.id)).not.toContain(first.rows[0]?.id);
      expect(ran).toHaveLength(1);
      expect(planOf(ran[0]!)).toMatch(ROW_VALUE_SEEK);
    },
  );
});
