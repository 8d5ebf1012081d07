import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchesPage } from '@surcos/contracts/matches';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { createRemoteFollowsRepository } from '../src/modules/federation/remote-follows.repository.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { follow, own, wish } from './helpers/acts.ts';
import { as } from './helpers/requests.ts';
import { createUser } from './helpers/users.ts';

/*
 * Migration 040 on remote accounts and match rows written at 039: each account
 * gets its name, else its address, folded as a member's is, its rows copy it,
 * and from then on a rename moves them by it. Undone, the rows have 039's
 * sort name (lower case only) again and 039's trigger keeps it; done again,
 * they are folded from the names of then.
 */

let ctx: TestContext;
let db: Kysely<unknown>;

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.app.db as unknown as Kysely<unknown>;
  await ctx.app.db
    .insertInto('album')
    .values(albumRow({ id: '8200001', artist: 'Aire', name: 'Disco', year: 1990 }))
    .execute();
});

afterAll(() => ctx.close());

const ACTORS = [
  { id: 'https://uno.example/users/angel', handle: 'angel@uno.example', name: 'Ángel' },
  { id: 'https://uno.example/users/oscar', handle: 'oscar@uno.example', name: 'Óscar' },
  { id: 'https://uno.example/users/ulises', handle: 'Ulises@Uno.example', name: null },
];
const [angel, oscar, ulises] = ACTORS;

const sortNameOf = async (holderId: string) => {
  const { rows } = await sql<{ sort_name: string }>`select distinct sort_name from followed_match
    where holder_id = ${holderId}`.execute(db);
  expect(rows).toHaveLength(1);
  return rows[0]!.sort_name;
};
/** What 039 made of a name: the database's own `lower`, which on SQLite leaves 'Á' as it is. */
const lowered = async (name: string) =>
  (await sql<{ lowered: string }>`select lower(${name}) as lowered`.execute(db)).rows[0]!.lowered;

describe('migration 040: a remote account sorts by its folded name', () => {
  it('folds the names of the accounts there are into their rows, renames move them by it, and it undoes', async () => {
    const viewer = await createUser(ctx.app, { name: 'Vera' });
    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    const zoe = await createUser(ctx.app, { name: 'Zoe' });
    await wish(ctx.app, viewer, '8200001');
    for (const member of [bruno, zoe]) {
      await own(ctx.app, member, '8200001');
      await follow(ctx.app, viewer, member);
    }

    await migrateTo(ctx.app.db, '039-match-sort-names');
    await sql`insert into remote_actor (id, handle, inbox, name, fetched_at)
      values ${sql.join(ACTORS.map((actor) => sql`(${actor.id}, ${actor.handle}, ${`${actor.id}/inbox`}, ${actor.name}, 0)`))}`.execute(
      db,
    );
    // As 039 wrote them: its sort name, lower case only.
    await sql`insert into followed_match (viewer_id, holder_id, side, mine_id, theirs_id, level, sort_name)
      select ${viewer.id}, id, 'have', '8200001', '8200001', 'release', lower(coalesce(name, handle))
      from remote_actor`.execute(db);
    expect(await sortNameOf(angel!.id)).toBe(await lowered('Ángel'));

    await migrateToLatest(ctx.app.db);
    const actors = await sql<{ id: string; sort_name: string }>`select id, sort_name from remote_actor
      order by id`.execute(db);
    expect(actors.rows).toEqual([
      { id: angel!.id, sort_name: 'angel' },
      { id: oscar!.id, sort_name: 'oscar' },
      { id: ulises!.id, sort_name: 'ulises@uno.example' },
    ]);
    expect(await sortNameOf(angel!.id)).toBe('angel');
    expect(await sortNameOf(oscar!.id)).toBe('oscar');
    expect(await sortNameOf(ulises!.id)).toBe('ulises@uno.example');
    // Members' rows are as they were.
    expect(await sortNameOf(bruno.id)).toBe('bruno');
    const names = async () =>
      (await as(ctx.app, viewer).get('/api/me/matches'))
        .json<MatchesPage>()
        .items.map((person) => person.user.name);
    expect(await names()).toEqual(['Ángel', 'Bruno', 'Óscar', 'Ulises@Uno.example', 'Zoe']);

    // Fetched again under another name, the account moves to the fold of it.
    const follows = createRemoteFollowsRepository(ctx.app.db, ctx.app.dialect);
    await follows.keepActor({ ...angel!, inbox: `${angel!.id}/inbox`, fetched_at: 1, name: 'Élia' });
    expect(await sortNameOf(angel!.id)).toBe('elia');
    expect(await names()).toEqual(['Bruno', 'Élia', 'Óscar', 'Ulises@Uno.example', 'Zoe']);

    // Undone: 039's sort names, and 039's trigger on the name.
    await migrateTo(ctx.app.db, '039-match-sort-names');
    expect(await sortNameOf(angel!.id)).toBe(await lowered('Élia'));
    expect(await sortNameOf(ulises!.id)).toBe('ulises@uno.example');
    await sql`update remote_actor set name = 'Ábaco' where id = ${oscar!.id}`.execute(db);
    expect(await sortNameOf(oscar!.id)).toBe(await lowered('Ábaco'));

    // Done again: folded from the names as they stand.
    await migrateToLatest(ctx.app.db);
    expect(await sortNameOf(oscar!.id)).toBe('abaco');
    expect(await sortNameOf(angel!.id)).toBe('elia');
    expect(await names()).toEqual(['Ábaco', 'Bruno', 'Élia', 'Ulises@Uno.example', 'Zoe']);
    await follows.keepActor({ ...ulises!, inbox: `${ulises!.id}/inbox`, fetched_at: 1, name: 'Ana' });
    expect(await names()).toEqual(['Ábaco', 'Ana', 'Bruno', 'Élia', 'Zoe']);
  });
});
