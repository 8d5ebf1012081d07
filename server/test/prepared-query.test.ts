import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery, statementNameOf } from '../src/db/prepared-query.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';

/*
 * A prepared query is built once with stand-ins and answers, for any
 * values, exactly what the same query built afresh answers.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const now = Date.now();
  await ctx.app.db
    .insertInto('user')
    .values(
      ['ana', 'bea', 'carla'].map((id, index) => ({
        id,
        name: id.toUpperCase(),
        email: `${id}@example.com`,
        emailVerified: 0,
        image: null,
        createdAt: new Date(now + index).toISOString(),
        updatedAt: new Date(now + index).toISOString(),
        searchName: id,
        handle: id,
      })),
    )
    .execute();
  await ctx.app.db
    .insertInto('follow')
    .values([
      { follower_id: 'ana', following_id: 'bea', created_at: 10 },
      { follower_id: 'ana', following_id: 'carla', created_at: 20 },
      { follower_id: 'bea', following_id: 'carla', created_at: 30 },
    ])
    .execute();
});

afterAll(async () => {
  await ctx.close();
});

describe('preparedQuery', () => {
  const followedSince = (followerId: string, since: number) =>
    ctx.app.db
      .selectFrom('follow')
      .innerJoin('user', 'user.id', 'follow.following_id')
      .select(['user.name', 'follow.created_at'])
      .where('follow.follower_id', '=', followerId)
      .where('follow.created_at', '>=', since)
      // A constant of the query's own, neither value: it stays as it was compiled.
      .where('user.name', '!=', 'nobody')
      .orderBy('follow.created_at');

  it('answers for each call’s values what the query built afresh answers', async () => {
    const prepared = preparedQuery(
      ctx.app.db,
      { followerId: 'text', since: 'int' },
      ({ followerId, since }) => followedSince(followerId, since),
    );
    for (const [followerId, since] of [
      ['ana', 0],
      ['ana', 15],
      ['bea', 0],
      ['carla', 0],
      ['ana', 25],
    ] as const) {
      expect(await prepared({ followerId, since })).toEqual(await followedSince(followerId, since).execute());
    }
  });

  it('takes values that look like its stand-ins as plain values', async () => {
    const prepared = preparedQuery(
      ctx.app.db,
      { followerId: 'text', since: 'int' },
      ({ followerId, since }) => followedSince(followerId, since),
    );
    expect(await prepared({ followerId: '\u0001prepared:followerId\u0001', since: -(2 ** 52) })).toEqual([]);
    expect(await prepared({ followerId: 'ana', since: 0 })).toHaveLength(2);
  });

  it('refuses a query that changes a value instead of passing it on', async () => {
    const lowered = preparedQuery(ctx.app.db, { followerId: 'text' }, ({ followerId }) =>
      followedSince(followerId.toLowerCase(), 0),
    );
    await expect(lowered({ followerId: 'ana' })).rejects.toThrow('does not take "followerId"');
    const inlined = preparedQuery(ctx.app.db, { since: 'int' }, ({ since }) =>
      ctx.app.db.selectFrom('follow').select('follower_id').where('created_at', '>=', sql.lit(since)),
    );
    await expect(inlined({ since: 0 })).rejects.toThrow('does not take "since"');
  });

  it.runIf(testDialect() === 'postgres')(
    'runs as a statement PostgreSQL keeps prepared on the connection',
    async () => {
      const prepared = preparedQuery(
        ctx.app.db,
        { followerId: 'text', since: 'int' },
        ({ followerId, since }) => followedSince(followerId, since),
      );
      await prepared({ followerId: 'ana', since: 0 });
      const name = statementNameOf(followedSince('ana', 0).compile().sql);
      expect(name).toMatch(/^surcos_[0-9a-f]{24}$/);
      // One query at a time: the pool hands the connection that ran it back out.
      const { rows } = await sql<{
        name: string;
      }>`select name from pg_prepared_statements where name = ${name}`.execute(ctx.app.db);
      expect(rows).toEqual([{ name }]);
    },
  );
});
