import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { createMatchesRepository } from '../src/modules/matches/matches.repository.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { createUser } from './helpers/users.ts';

/*
 * 'Lo tienen:' / 'Lo buscan:' of a page of cards reads, for each pressing of
 * the asked albums, the viewer's rows of `followed_holding` by its index. As a
 * plain join PostgreSQL took the asked ids for a hundred rows and hashed every
 * row of the viewer's instead, for the pressings as for the masters of remote
 * holders' releases: the lateral sub-queries keep it a loop over the pressings,
 * whether PostgreSQL plans for the values at hand or, a prepared statement's,
 * for any.
 */

/** Rows of the viewer's far beyond the few the asked albums match. */
const HOLDINGS = 5000;
const ASKED = 24;

let ctx: TestContext;
let db: Kysely<Database>;
const ran: Array<{ sql: string; parameters: readonly unknown[] }> = [];

describe.skipIf(testDialect() !== 'postgres')("The matches of a page of cards' plan (PostgreSQL)", () => {
  beforeAll(async () => {
    ctx = await createTestContext();
    const { database } = ctx.config;
    if (database.dialect !== 'postgres') throw new Error('PostgreSQL only');
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }),
      log: (event) => {
        if (event.level === 'query') ran.push(event.query);
      },
    });
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await ctx?.close();
  });

  it("walks the viewer's holdings by the index, pressing by pressing", async () => {
    const viewer = await createUser(ctx.app, { name: 'Ana' });
    const asked = Array.from({ length: ASKED }, (_, index) => String(500_000 + index));
    await ctx.app.db
      .insertInto('album')
      .values(
        asked.map((id) => ({
          ...albumRow({ id, artist: 'Aire', name: `Disco ${id}`, year: 1990 }),
          master_id: `m-${id}`,
        })),
      )
      .execute();
    // Holders are plain ids (decision 054): no account is needed for the rows to be read.
    const rows = Array.from({ length: HOLDINGS }, (_, index) => ({
      viewer_id: viewer.id,
      holder_id: `holder-${index % 400}`,
      held: index % 2 === 0 ? ('owned' as const) : ('wished' as const),
      album_id: index < ASKED ? (asked[index] as string) : String(900_000 + index),
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await ctx.app.db
        .insertInto('followed_holding')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    await sql`analyze followed_holding`.execute(ctx.app.db);

    const found = await createMatchesRepository(db, 'postgres').ofAlbums(viewer.id, asked);
    expect(found.owners.length + found.wishers.length).toBe(ASKED);
    const query = ran.find((each) => each.sql.includes('followed_holding'));
    if (!query) throw new Error('The matches query did not run.');
    const values = query.parameters.map((value) => `'${String(value).replaceAll("'", "''")}'`).join(', ');
    await sql.raw(`prepare matches_of_albums as ${query.sql}`).execute(db);
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await sql.raw(`set plan_cache_mode = ${mode}`).execute(db);
      const plan = (
        await sql.raw<{ 'QUERY PLAN': string }>(`explain execute matches_of_albums(${values})`).execute(db)
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan, mode).not.toMatch(/Seq Scan on followed_holding/);
      expect(plan, mode).toMatch(/Index (Only )?Scan using followed_holding_album on followed_holding/);
      expect(plan, mode).toMatch(/Index (Only )?Scan using followed_holding_master on followed_holding/);
    }
  });
});
