import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { createMatchesRepository } from '../src/modules/matches/matches.repository.ts';
import { remoteActorValues } from '../src/modules/federation/remote-actors.repository.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { loggingDatabase, type RanQuery, testDialect } from './helpers/database.ts';
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
const ran: RanQuery[] = [];

describe.skipIf(testDialect() !== 'postgres')("The matches' plans (PostgreSQL)", () => {
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ db } = loggingDatabase(ctx.config.database, ran));
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

  it('reads the index in order up to the page, for the first page and a later one', async () => {
    const viewer = await seedPeople(ctx.app);
    await sql`analyze followed_match`.execute(ctx.app.db);
    const { log, shown } = await pagesOfPeople(db, 'postgres', viewer.id);
    expect(shown).toEqual(inOrder(48));
    for (const [at, query] of log.entries()) {
      const values = query.parameters.map((value) => `'${String(value).replaceAll("'", "''")}'`).join(', ');
      await sql.raw(`prepare people_${at} as ${query.sql}`).execute(db);
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        await sql.raw(`set plan_cache_mode = ${mode}`).execute(db);
        const [{ Plan: plan }] = (
          await sql
            .raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
              `explain (analyze, format json) execute people_${at}(${values})`,
            )
            .execute(db)
        ).rows[0]!['QUERY PLAN'];
        const nodes = planNodes(plan);
        const where = `page ${at + 1}, ${mode}`;
        expect(
          nodes.filter(
            (node) => node['Relation Name'] === 'followed_match' && node['Node Type'] === 'Seq Scan',
          ),
          where,
        ).toEqual([]);
        const walk = nodes.find((node) => node['Index Name'] === 'followed_match_people');
        expect(walk, where).toBeDefined();
        // One page of people and the one that says more follow, two rows each: not every person's rows.
        expect(walk!['Actual Rows'], where).toBeLessThanOrEqual(2 * 25);
        // Nothing sorts more rows than the page's.
        for (const sort of nodes.filter((node) => node['Node Type'] === 'Sort')) {
          expect(sort['Actual Rows'], where).toBeLessThanOrEqual(2 * 25);
        }
      }
      await sql.raw(`deallocate people_${at}`).execute(db);
    }
  });
});

/*
 * Coincidencias' page of people walks the viewer's rows of `followed_match`
 * in the page's order, by `followed_match_people` (migration 039), and stops
 * once the page has its people: it neither names nor sorts every person the
 * viewer matches with. Checked on the SQL the first page and a later one run.
 */

/** People the viewer matches with, two matches each: far more than a page. */
const PEOPLE = 2000;

/** The people: accounts of another server, whose names sort them out of their ids' order. */
const holderOf = (person: number) => `https://discos.example/users/p${String(person).padStart(4, '0')}`;
const sortNameOf = (person: number) => `persona ${String((person * 7919) % PEOPLE).padStart(4, '0')}`;

async function seedPeople(app: TestContext['app']) {
  for (let start = 0; start < PEOPLE; start += 500) {
    await app.db
      .insertInto('remote_actor')
      .values(
        Array.from({ length: 500 }, (_, offset) =>
          remoteActorValues({
            id: holderOf(start + offset),
            handle: `p${start + offset}@discos.example`,
            inbox: `${holderOf(start + offset)}/inbox`,
            name: sortNameOf(start + offset).replace('persona', 'Persona'),
            fetched_at: 0,
          }),
        ),
      )
      .execute();
  }
  // Other viewers' rows besides: the viewer's are a part of the table, as they would be.
  const others = await Promise.all(['Olga', 'Omar', 'Otto'].map((name) => createUser(app, { name })));
  const viewer = await createUser(app, { name: 'Vera' });
  for (const someone of [...others, viewer]) await seedRowsOf(app, someone.id);
  return viewer;
}

async function seedRowsOf(app: TestContext['app'], viewerId: string) {
  const rows = Array.from({ length: PEOPLE * 2 }, (_, index) => {
    const person = index % PEOPLE;
    return {
      viewer_id: viewerId,
      holder_id: holderOf(person),
      side: index < PEOPLE ? ('have' as const) : ('want' as const),
      mine_id: String(600_000 + person),
      theirs_id: String(600_000 + person),
      level: 'release' as const,
      sort_name: sortNameOf(person),
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await app.db
      .insertInto('followed_match')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** Runs the first page and the one after it; the SQL each ran, and the people each showed. */
async function pagesOfPeople(logged: Kysely<Database>, dialect: 'sqlite' | 'postgres', viewerId: string) {
  const log: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  ran.length = 0;
  const matches = createMatchesRepository(logged, dialect);
  const first = await matches.page(viewerId, undefined);
  log.push(ran.find((each) => each.sql.includes('with people'))!);
  ran.length = 0;
  const second = await matches.page(viewerId, first.people.nextCursor ?? undefined);
  log.push(ran.find((each) => each.sql.includes('with people'))!);
  const shown = [...first.people.rows, ...second.people.rows].map((row) => row.sort_name);
  return { log, shown };
}

const inOrder = (count: number) =>
  Array.from({ length: count }, (_, index) => `persona ${String(index).padStart(4, '0')}`);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

describe.skipIf(testDialect() !== 'sqlite')("Coincidencias' page of people (SQLite)", () => {
  let sqlite: SQLite.Database;
  beforeAll(async () => {
    ctx = await createTestContext();
    const logged = loggingDatabase(ctx.config.database, ran);
    db = logged.db;
    sqlite = logged.sqlite!;
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await ctx?.close();
  });

  it('reads the index in order up to the page, for the first page and a later one', async () => {
    const viewer = await seedPeople(ctx.app);
    const { log, shown } = await pagesOfPeople(db, 'sqlite', viewer.id);
    expect(shown).toEqual(inOrder(48));
    for (const [at, query] of log.entries()) {
      const steps = sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as Array<{
        id: number;
        parent: number;
        detail: string;
      }>;
      // The steps that find the people: the sub-query `people` and everything under it.
      const people = steps.find(
        (step) => /\bpeople\b/.test(step.detail) && /MATERIALIZE|CO-ROUTINE/.test(step.detail),
      );
      expect(people, `page ${at + 1}`).toBeDefined();
      const under = new Set([people!.id]);
      for (const step of steps) if (under.has(step.parent)) under.add(step.id);
      const walk = steps.filter((step) => under.has(step.id)).map((step) => step.detail);
      expect(walk.join(' | '), `page ${at + 1}`).toMatch(/USING COVERING INDEX followed_match_people/);
      expect(walk.join(' | '), `page ${at + 1}`).not.toMatch(/TEMP B-TREE/);
    }
  });
});
