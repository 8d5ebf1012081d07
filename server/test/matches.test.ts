import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumCard } from '@surcos/contracts/albums';
import type { AlbumMatchesList, MatchesPage } from '@surcos/contracts/matches';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { readFixture, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { type TestUser, createUser, postJson } from './helpers/users.ts';
import { createHoldingsRepository } from '../src/modules/federation/holdings.repository.ts';
import { createRemoteFollowsRepository } from '../src/modules/federation/remote-follows.repository.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { follow, own, wish } from './helpers/acts.ts';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;
/** Rick Astley's 'Never Gonna Give You Up' (master 96559) and a made-up second pressing of it. */
const PRESSING = '249504';
const OTHER_PRESSING = '90249504';
const UNRELATED = '1018055';

beforeAll(async () => {
  fake = await startFakeDiscogs();
  const release = readFixture('release-249504-godiscogs-2017-11.json') as Record<string, unknown>;
  fake.serveRelease({ ...release, id: Number(OTHER_PRESSING), country: 'Germany' });
  ctx = await createTestContext({ DISCOGS_TOKEN: 'token-de-prueba', DISCOGS_BASE_URL: fake.url });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const matchesOf = async (user: TestUser, ids: string[]) => {
  const response = await as(ctx.app, user).get(`/api/me/matches/albums?ids=${ids.join(',')}`);
  expect(response.statusCode).toBe(200);
  return response.json<AlbumMatchesList>().albums;
};
const page = async (user: TestUser) => {
  const response = await as(ctx.app, user).get('/api/me/matches');
  expect(response.statusCode).toBe(200);
  return response.json<MatchesPage>();
};

describe('GET /api/me/matches/albums', () => {
  it('names followed owners of a wished album and followed wishers of an owned one', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const bea = await createUser(ctx.app, { name: 'Bea' });
    const carlos = await createUser(ctx.app, { name: 'Carlos' });
    await wish(ctx.app, ana, '1');
    await own(ctx.app, ana, '2');
    await own(ctx.app, bea, '1');
    await wish(ctx.app, bea, '2');
    // Carlos has and wants the same, but Ana does not follow him.
    await own(ctx.app, carlos, '1');
    await wish(ctx.app, carlos, '2');
    await follow(ctx.app, ana, bea);

    expect(await matchesOf(ana, ['1', '2', '3'])).toEqual([
      { albumId: '1', owners: [{ id: bea.id, name: 'Bea', level: 'release' }], wishers: [] },
      { albumId: '2', owners: [], wishers: [{ id: bea.id, name: 'Bea', level: 'release' }] },
      { albumId: '3', owners: [], wishers: [] },
    ]);
    // Following is one way: Bea does not follow Ana, so Ana's wishlist stays out of Bea's matches.
    expect(await matchesOf(bea, ['1', '2'])).toEqual([
      { albumId: '1', owners: [], wishers: [] },
      { albumId: '2', owners: [], wishers: [] },
    ]);
  });

  it('reads ownership from My albums only: a private collection adds nothing and names nothing', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const bea = await createUser(ctx.app, { name: 'Bea' });
    await follow(ctx.app, ana, bea);
    await wish(ctx.app, ana, '79');
    await own(ctx.app, bea, '79');
    const created = await as(ctx.app, bea).post('/api/collections', {
      name: 'Cajón secreto',
      privacy: 'private',
      albumIds: ['79'],
    });
    expect(created.statusCode).toBe(201);
    const body = (await as(ctx.app, ana).get('/api/me/matches')).body;
    expect(body).not.toContain('Cajón secreto');
    expect(body).not.toContain(created.json<{ id: string }>().id);

    // Taking it out of My albums takes it out of the private collection too: no ownership is left to show.
    await as(ctx.app, bea).delete('/api/me/albums/79');
    expect((await matchesOf(ana, ['79']))[0]!.owners).toEqual([]);
    expect((await page(ana)).items).toEqual([]);
  });

  it.runIf(testDialect() === 'postgres')(
    'is one statement PostgreSQL keeps planned, whatever the number of albums asked',
    async () => {
      const ana = await createUser(ctx.app);
      await matchesOf(ana, ['1']);
      await matchesOf(ana, ['1', '2', '3']);
      // One request at a time: the pool hands the connection that ran it back out.
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_prepared_statements
        where statement like ${'%jsonb_array_elements_text%'}`.execute(ctx.app.db);
      expect(Number(rows[0]?.count)).toBe(1);
    },
  );

  it('refuses a missing, malformed or too long list of ids, and visitors', async () => {
    const ana = await createUser(ctx.app);
    for (const query of [
      '',
      '?ids=',
      '?ids=abc',
      `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const response = await as(ctx.app, ana).get(`/api/me/matches/albums${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await asVisitor(ctx.app).get('/api/me/matches/albums?ids=1')).statusCode).toBe(401);
    expect((await asVisitor(ctx.app).get('/api/me/matches')).statusCode).toBe(401);
  });
});

describe('GET /api/me/matches, page by page', () => {
  it('pages the people by name with both cards of every match, each person once', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    await wish(ctx.app, ana, '1');
    await own(ctx.app, ana, '2');
    // More people than a page, created out of their order by name; every other one also wishes for Ana's '2'.
    const people: TestUser[] = [];
    for (const n of [
      7, 25, 3, 18, 11, 1, 22, 14, 5, 20, 9, 16, 2, 24, 12, 6, 19, 4, 26, 13, 8, 21, 10, 17, 15, 23,
    ]) {
      const person = await createUser(ctx.app, { name: `Persona ${String(n).padStart(2, '0')}` });
      await own(ctx.app, person, '1');
      if (n % 2 === 0) await wish(ctx.app, person, '2');
      await follow(ctx.app, ana, person);
      people.push(person);
    }
    const first = await page(ana);
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    const next = await as(ctx.app, ana).get(`/api/me/matches?cursor=${first.nextCursor}`);
    expect(next.statusCode).toBe(200);
    const second = next.json<MatchesPage>();
    expect(second.nextCursor).toBeNull();

    const shown = [...first.items, ...second.items];
    const albumOne = await as(ctx.app, ana).get('/api/albums/1');
    const albumTwo = await as(ctx.app, ana).get('/api/albums/2');
    const cards = new Map(
      [albumOne, albumTwo].map((response) => {
        const { album } = response.json<{ album: Omit<AlbumCard, 'addedAt'> }>();
        return [album.id, album];
      }),
    );
    // The card as every list shows it, from the album's own page.
    const card = (id: string) => {
      const { name, artist, year, genre, label, image } = cards.get(id) ?? ({} as Partial<AlbumCard>);
      return { id, name, artist, year, genre, label, image, addedAt: null };
    };
    expect(shown.map((person) => person.user.name)).toEqual(
      Array.from({ length: 26 }, (_, index) => `Persona ${String(index + 1).padStart(2, '0')}`),
    );
    for (const [index, person] of shown.entries()) {
      // Both cards come whole: the viewer's album (no date in this list) and the person's pressing.
      expect(person.theyHave).toEqual([{ album: card('1'), theirs: card('1'), level: 'release' }]);
      expect(person.theyWant.map((match) => [match.album.id, match.theirs?.id])).toEqual(
        (index + 1) % 2 === 0 ? [['2', '2']] : [],
      );
    }
  });

  it('moves a renamed person to their new place at once, a member or an account of another server', async () => {
    const viewer = await createUser(ctx.app, { name: 'Vera' });
    await wish(ctx.app, viewer, '1');
    const [amelia, bruno, carla] = await Promise.all(
      ['Amelia', 'Bruno', 'Carla'].map((name) => createUser(ctx.app, { name })),
    );
    for (const person of [amelia!, bruno!, carla!]) {
      await own(ctx.app, person, '1');
      await follow(ctx.app, viewer, person);
    }
    const names = async () => (await page(viewer)).items.map((person) => person.user.name);
    expect(await names()).toEqual(['Amelia', 'Bruno', 'Carla']);

    const renamed = await postJson(ctx.app, '/api/auth/update-user', { name: 'Zoe' }, amelia!.cookie);
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['Bruno', 'Carla', 'Zoe']);
    // Folded as a search folds: an accent or a capital does not move anyone past 'Bruno'.
    await postJson(ctx.app, '/api/auth/update-user', { name: 'Ánxela' }, amelia!.cookie);
    expect(await names()).toEqual(['Ánxela', 'Bruno', 'Carla']);

    // An account of another server that holds the same pressing, renamed when it is fetched again.
    const actor = 'https://discos.example/users/dora';
    const actorRow = { id: actor, handle: 'dora@discos.example', inbox: `${actor}/inbox`, fetched_at: 0 };
    const follows = createRemoteFollowsRepository(ctx.app.db, ctx.app.dialect);
    await follows.keepActor({ ...actorRow, name: 'Bea' });
    await follows.add(viewer.id, actor, `${actor}#follow`, Date.now());
    await follows.accept(`${actor}#follow`, actor);
    await ctx.app.db.insertInto('remote_holding_sync').values({ actor_id: actor, due_at: 0 }).execute();
    await createHoldingsRepository(ctx.app.db, ctx.app.dialect).replace(
      actor,
      [{ held: 'owned', releaseId: '1', masterId: null }],
      Date.now(),
      Date.now(),
    );
    expect(await names()).toEqual(['Ánxela', 'Bea', 'Bruno', 'Carla']);
    await follows.keepActor({ ...actorRow, name: 'Cecilia' });
    expect(await names()).toEqual(['Ánxela', 'Bruno', 'Carla', 'Cecilia']);
    // Without a name it goes by its address.
    await follows.keepActor({ ...actorRow, name: null });
    expect(await names()).toEqual(['Ánxela', 'Bruno', 'Carla', 'dora@discos.example']);
    // Folded as a member's name is: an accent does not send it past everyone, on either database.
    await follows.keepActor({ ...actorRow, name: 'Ávila' });
    expect(await names()).toEqual(['Ánxela', 'Ávila', 'Bruno', 'Carla']);
    await follows.keepActor({ ...actorRow, name: 'Ángel' });
    expect(await names()).toEqual(['Ángel', 'Ánxela', 'Bruno', 'Carla']);
  });
});

describe('master-level matches', () => {
  it('stores the master id and tells the same pressing from another of the same album', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const bea = await createUser(ctx.app, { name: 'Bea' });
    const dani = await createUser(ctx.app, { name: 'Dani' });
    await follow(ctx.app, ana, bea);
    await follow(ctx.app, ana, dani);
    expect((await wish(ctx.app, ana, PRESSING)).statusCode).toBe(200);
    expect((await own(ctx.app, bea, OTHER_PRESSING)).statusCode).toBe(200);
    expect((await own(ctx.app, dani, PRESSING)).statusCode).toBe(200);
    await own(ctx.app, dani, UNRELATED);

    const detail = (await as(ctx.app, ana).get(`/api/albums/${OTHER_PRESSING}`)).json<{
      album: { masterId: string | null };
    }>();
    expect(detail.album.masterId).toBe('96559');

    expect((await matchesOf(ana, [PRESSING]))[0]!.owners).toEqual([
      { id: bea.id, name: 'Bea', level: 'master' },
      { id: dani.id, name: 'Dani', level: 'release' },
    ]);
    const people = await page(ana);
    expect(people.items.map((person) => person.user.name)).toEqual(['Bea', 'Dani']);
    const [beaMatches, daniMatches] = people.items;
    expect(beaMatches!.theyHave).toMatchObject([
      { album: { id: PRESSING }, theirs: { id: OTHER_PRESSING }, level: 'master' },
    ]);
    expect(beaMatches!.theyWant).toEqual([]);
    expect(daniMatches!.theyHave).toMatchObject([
      {
        album: { id: PRESSING, name: 'Never Gonna Give You Up' },
        theirs: { id: PRESSING },
        level: 'release',
      },
    ]);

    // The other way round: Bea wishes for the other pressing; Ana, who owns the first, sees her looking.
    await as(ctx.app, ana).delete(`/api/me/wishlist/${PRESSING}`);
    await own(ctx.app, ana, PRESSING);
    await as(ctx.app, bea).delete(`/api/me/albums/${OTHER_PRESSING}`);
    await wish(ctx.app, bea, OTHER_PRESSING);
    expect((await matchesOf(ana, [PRESSING]))[0]!.wishers).toEqual([
      { id: bea.id, name: 'Bea', level: 'master' },
    ]);
  });
});

describe('deleted accounts', () => {
  it('leave nobody’s matches', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const eva = await createUser(ctx.app, { name: 'Eva' });
    await follow(ctx.app, ana, eva);
    await wish(ctx.app, ana, '146');
    await own(ctx.app, ana, '565473');
    await own(ctx.app, eva, '146');
    await wish(ctx.app, eva, '565473');
    expect((await page(ana)).items.map((person) => person.user.name)).toEqual(['Eva']);

    const deleted = await as(ctx.app, eva).post('/api/auth/delete-user', { password: eva.password });
    expect(deleted.statusCode).toBe(200);
    expect((await page(ana)).items).toEqual([]);
    expect(await matchesOf(ana, ['146', '565473'])).toEqual([
      { albumId: '146', owners: [], wishers: [] },
      { albumId: '565473', owners: [], wishers: [] },
    ]);
  });
});
