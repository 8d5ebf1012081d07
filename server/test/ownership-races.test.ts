import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';

/**
 * Concurrent changes to one person's relation with an album, as two tabs can make them.
 * On PostgreSQL they run on separate pooled connections; SQLite has one writer anyway.
 */
const PAIRS = 40;
const albumIds = (from: number) =>
  Array.from({ length: PAIRS }, (_, index) => `sc-${String(from + index).padStart(4, '0')}`);

let ctx: TestContext;

/** Starts a request a few milliseconds late, so pairs meet at every stage of each other's transaction. */
const later = <T>(ms: number, start: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(start);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('wishlist add racing an add to My albums', () => {
  it('never leaves an album both owned and wished for, and the wishlist count stays right', async () => {
    const user = await createUser(ctx.app);
    const ids = albumIds(1);
    // The albums are stored first, so both requests of a pair reach the database together.
    for (const id of ids) await ctx.app.inject({ method: 'GET', url: `/api/albums/${id}` });

    const answers = await Promise.all(
      ids.flatMap((id) => [
        as(ctx.app, user).put(`/api/me/wishlist/${id}`),
        as(ctx.app, user).put(`/api/me/albums/${id}`),
      ]),
    );
    for (const answer of answers) {
      // The wishlist add may lose the race: then the album is already owned (409).
      expect([200, 409], answer.body).toContain(answer.statusCode);
    }

    const owned = await ctx.app.db
      .selectFrom('album_owner')
      .select('album_id')
      .where('user_id', '=', user.id)
      .execute();
    const wished = await ctx.app.db
      .selectFrom('wishlist_entry')
      .select('album_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(owned).toHaveLength(PAIRS);
    const ownedIds = new Set(owned.map((row) => row.album_id));
    expect(wished.filter((row) => ownedIds.has(row.album_id))).toEqual([]);

    const counts = (await as(ctx.app, user).get('/api/me/counts')).json<{
      wishlist: number;
      albums: number;
    }>();
    expect(counts).toMatchObject({ wishlist: 0, albums: PAIRS });
    const list = (await as(ctx.app, user).get('/api/me/wishlist')).json<{ items: unknown[] }>();
    expect(list.items).toEqual([]);
  }, 60_000);
});

describe('removing an album racing a collection that uses it', () => {
  it.each(['create', 'update'] as const)(
    'never leaves a collection (%s) holding an album its owner no longer owns',
    async (kind) => {
      const user = await createUser(ctx.app);
      const ids = albumIds(kind === 'create' ? 101 : 151);
      for (const id of ids)
        expect((await as(ctx.app, user).put(`/api/me/albums/${id}`)).statusCode).toBe(200);
      const keeper = kind === 'create' ? 'sc-0201' : 'sc-0202';
      expect((await as(ctx.app, user).put(`/api/me/albums/${keeper}`)).statusCode).toBe(200);
      const existing: string[] = [];
      if (kind === 'update') {
        for (let index = 0; index < PAIRS; index++) {
          const created = await as(ctx.app, user).post('/api/collections', {
            name: `C${index}`,
            albumIds: [keeper],
          });
          existing.push(created.json<{ id: string }>().id);
        }
      }

      const answers = await Promise.all(
        ids.flatMap((id, index) => {
          const body = { name: `Colección ${index}`, albumIds: [keeper, id] };
          return [
            later(index % 4, () => as(ctx.app, user).delete(`/api/me/albums/${id}`)),
            kind === 'create'
              ? as(ctx.app, user).post('/api/collections', body)
              : as(ctx.app, user).put(`/api/collections/${existing[index]}`, body),
          ];
        }),
      );
      for (const answer of answers) {
        // The collection may lose the race: then the album is no longer owned (400 ALBUM_NOT_OWNED).
        expect([200, 201, 204, 400], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 400)
          expect(answer.json<{ error: { code: string } }>().error.code).toBe('ALBUM_NOT_OWNED');
      }

      const orphans = await ctx.app.db
        .selectFrom('collection_album')
        .innerJoin('collection', 'collection.id', 'collection_album.collection_id')
        .leftJoin('album_owner', (join) =>
          join
            .onRef('album_owner.album_id', '=', 'collection_album.album_id')
            .onRef('album_owner.user_id', '=', 'collection.user_id'),
        )
        .select(['collection.id', 'collection_album.album_id'])
        .where('collection.user_id', '=', user.id)
        .where('album_owner.album_id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
    },
    60_000,
  );
});
