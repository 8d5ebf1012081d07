import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';

let ctx: TestContext;
let ana: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bruno] = await Promise.all([
    createUser(ctx.app, { name: 'Ana' }),
    createUser(ctx.app, { name: 'Bruno' }),
  ]);
});

afterAll(async () => {
  await ctx.close();
});

const remoteReport = (id: string) => ({
  id,
  reporter_id: ana.id,
  target_kind: 'remote_account' as const,
  target_id: 'https://discos.example/users/bob',
  target_user_id: null,
  target_actor_id: 'https://discos.example/users/bob',
  target_label: 'Bob',
  reason: 'spam',
  text: '',
  created_at: 2,
  resolved_by: null,
  resolved_at: null,
});

describe('migration 035: reports of remote content', () => {
  it('keeps the reports filed before it and takes the remote kinds; undone, refuses them again', async () => {
    expect(
      (
        await as(ctx.app, ana).post('/api/reports', {
          targetKind: 'user',
          targetId: bruno.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(204);
    const reports = () =>
      ctx.app.db
        .selectFrom('report')
        .select(['target_kind', 'target_id', 'state'])
        .orderBy('created_at')
        .execute();
    const before = await reports();
    expect(before).toEqual([{ target_kind: 'user', target_id: bruno.id, state: 'open' }]);

    await migrateTo(ctx.app.db, '033-blocks-across-servers');
    expect(await reports()).toEqual(before);
    await migrateToLatest(ctx.app.db);
    expect(await reports()).toEqual(before);

    await ctx.app.db.insertInto('report').values(remoteReport('r-remote')).execute();
    expect((await reports()).map((row) => row.target_kind)).toEqual(['remote_account', 'user']);
    await expect(
      ctx.app.db
        .insertInto('report')
        .values({ ...remoteReport('r-bad'), target_kind: 'album' as never })
        .execute(),
    ).rejects.toThrow();

    await migrateTo(ctx.app.db, '033-blocks-across-servers');
    expect(await reports()).toEqual(before);
    await migrateToLatest(ctx.app.db);
  });
});
