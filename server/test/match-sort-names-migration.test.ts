import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchesPage } from '@surcos/contracts/matches';
import { migrateTo } from '../src/db/migrate.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { follow, own, wish } from './helpers/acts.ts';
import { as } from './helpers/requests.ts';
import { createUser, postJson } from './helpers/users.ts';

/*
 * Migration 039 on match rows written before it: each gets its holder's sort
 * name as the names stand when it runs (a member's folded name, a remote
 * account's name or else its address, lower case), a row naming nobody goes,
 * and from then on a row must have one and renames keep it. Undone, the rows
 * and renames are as before it.
 */

let ctx: TestContext;
let db: Kysely<unknown>;

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.app.db as unknown as Kysely<unknown>;
  await ctx.app.db
    .insertInto('album')
    .values(
      ['8100001', '8100002'].map((id) => albumRow({ id, artist: 'Aire', name: `Disco ${id}`, year: 1990 })),
    )
    .execute();
});

afterAll(() => ctx.close());

const ACTORS = [
  { id: 'https://uno.example/users/eva', handle: 'eva@uno.example', name: 'Eva Luna' },
  { id: 'https://uno.example/users/sin', handle: 'Sin@Uno.example', name: null },
];

const sortNames = async () =>
  (
    await sql<{ holder_id: string; sort_name: string }>`select distinct holder_id, sort_name
      from followed_match order by holder_id`.execute(db)
  ).rows;

describe('migration 039: the sort name each match row keeps', () => {
  it('fills the rows there are from the names as they stand, drops a row naming nobody, then requires one', async () => {
    const viewer = await createUser(ctx.app, { name: 'Vera' });
    const julia = await createUser(ctx.app, { name: 'Julia' });
    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    await wish(ctx.app, viewer, '8100001');
    await own(ctx.app, julia, '8100001');
    await own(ctx.app, bruno, '8100001');
    await follow(ctx.app, viewer, julia);
    await follow(ctx.app, viewer, bruno);

    await migrateTo(ctx.app.db, '038-content-warnings');
    // Before 039: a rename changes no row, remote accounts hold, and one row names an account gone.
    await postJson(ctx.app, '/api/auth/update-user', { name: 'Íñigo Ruiz' }, julia.cookie);
    await sql`insert into remote_actor (id, handle, inbox, name, fetched_at)
      values ${sql.join(ACTORS.map((actor) => sql`(${actor.id}, ${actor.handle}, ${`${actor.id}/inbox`}, ${actor.name}, 0)`))}`.execute(
      db,
    );
    const row = (holderId: string) =>
      sql`(${viewer.id}, ${holderId}, 'have', '8100001', '8100001', 'release')`;
    await sql`insert into followed_match (viewer_id, holder_id, side, mine_id, theirs_id, level)
      values ${sql.join([...ACTORS.map((actor) => row(actor.id)), row('https://gone.example/users/x')])}`.execute(
      db,
    );

    await migrateTo(ctx.app.db, '039-match-sort-names');
    expect(await sortNames()).toEqual(
      [
        { holder_id: julia.id, sort_name: 'inigo ruiz' },
        { holder_id: bruno.id, sort_name: 'bruno' },
        { holder_id: ACTORS[0]!.id, sort_name: 'eva luna' },
        { holder_id: ACTORS[1]!.id, sort_name: 'sin@uno.example' },
      ].sort((a, b) => (a.holder_id < b.holder_id ? -1 : 1)),
    );
    // Coincidencias reads them in that order.
    const page = await as(ctx.app, viewer).get('/api/me/matches');
    expect(page.json<MatchesPage>().items.map((person) => person.user.name)).toEqual([
      'Bruno',
      'Eva Luna',
      'Íñigo Ruiz',
      'Sin@Uno.example',
    ]);
    await expect(
      sql`insert into followed_match (viewer_id, holder_id, side, mine_id, theirs_id, level, sort_name)
        values (${viewer.id}, ${bruno.id}, 'want', '8100002', '8100002', 'release', null)`.execute(db),
    ).rejects.toThrow();

    // Undone, a rename changes no row again; done again, the rows have the name of then.
    await migrateTo(ctx.app.db, '038-content-warnings');
    await postJson(ctx.app, '/api/auth/update-user', { name: 'Zoe' }, bruno.cookie);
    await sql`update remote_actor set name = 'Alba' where id = ${ACTORS[1]!.id}`.execute(db);
    await migrateTo(ctx.app.db, '039-match-sort-names');
    const again = new Map((await sortNames()).map((each) => [each.holder_id, each.sort_name]));
    expect(again.get(bruno.id)).toBe('zoe');
    expect(again.get(ACTORS[1]!.id)).toBe('alba');
  });
});
