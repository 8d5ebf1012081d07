import * as es from '@surcos/contracts/texts/es';
import type { AuditPage } from '@surcos/contracts/admin';
import type { FeedPage } from '@surcos/contracts/feed';
import type { Report, ReportPage } from '@surcos/contracts/reports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { albumRow } from './helpers/albums.ts';
import { own } from './helpers/acts.ts';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  followAcross,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  instanceAdmin,
  WITH_ADMIN,
  closeInstances,
} from './helpers/instances.ts';
import { as } from './helpers/requests.ts';
import type { TestUser } from './helpers/users.ts';

let a: Instance;
let b: Instance;
let ana: TestUser;
let liz: TestUser;
let jefa: TestUser;
let bob: TestUser;
let bobUri: string;
let postId: string;

const report = (user: TestUser, targetKind: string, targetId: string, reason = 'spam') =>
  as(a.ctx.app, user).post('/api/reports', { targetKind, targetId, reason, text: 'No es de discos' });
const openReports = async () =>
  (await as(a.ctx.app, jefa).get('/api/admin/reports')).json<ReportPage>().items;
const resolve = (id: string, body: Record<string, unknown>) =>
  as(a.ctx.app, jefa).post(`/api/admin/reports/${id}/resolve`, body);
const remoteInFeed = async (user: TestUser) =>
  (await as(a.ctx.app, user).get('/api/feed'))
    .json<FeedPage>()
    .items.filter((item) => item.type === 'remote');

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(WITH_ADMIN), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  liz = await federatedMember(a, 'Liz', 'liz');
  jefa = await instanceAdmin(a);
  bob = await federatedMember(b, 'Bob Discos', 'bob');
  bobUri = `${b.url}/users/bob`;
  await followAcross(a, ana, `@bob@${b.host}`);
  // Bob adds an album on B: its Note reaches Ana's feed on A.
  await b.ctx.app.db
    .insertInto('album')
    .values(albumRow({ id: '94001', name: 'Kind of Blue', artist: 'Miles Davis', year: 1959, genre: 'Jazz' }))
    .execute();
  await own(b.ctx.app, bob, '94001');
  await vi.waitFor(async () => expect(await remoteInFeed(ana)).toHaveLength(1), ROUND_TRIP_WAIT);
  postId = (await a.ctx.app.db.selectFrom('remote_post').select('id').executeTakeFirstOrThrow()).id;
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

describe('reports of what other servers send', () => {
  it('a member reports a remote post they are shown and a remote account; the admins see its address and link', async () => {
    expect((await report(ana, 'remote_post', postId)).statusCode).toBe(204);
    expect((await report(ana, 'remote_account', bobUri, 'harassment')).statusCode).toBe(204);

    const reports = await openReports();
    const byKind = (kind: string) => reports.find((item) => item.targetKind === kind);
    expect(byKind('remote_post')).toMatchObject<Partial<Report>>({
      targetId: postId,
      targetUser: null,
      remote: { actorUrl: bobUri, address: `@bob@${b.host}` },
      reporter: { id: ana.id, name: 'Ana' },
      reason: 'spam',
      text: 'No es de discos',
      state: 'open',
    });
    expect(byKind('remote_post')!.targetLabel).toContain('añadió «Kind of Blue» de Miles Davis');
    expect(byKind('remote_account')).toMatchObject<Partial<Report>>({
      targetId: bobUri,
      targetLabel: `Bob Discos (@bob@${b.host})`,
      targetUser: null,
      remote: { actorUrl: bobUri, address: `@bob@${b.host}` },
      reason: 'harassment',
    });
  });

  it('what the member is not shown, or this server does not know, cannot be reported', async () => {
    // Liz does not follow Bob: his post is in no feed of hers.
    const notShown = await report(liz, 'remote_post', postId);
    expect(notShown.statusCode).toBe(404);
    expect(notShown.json()).toMatchObject({ error: { message: es.reports.targetNotFound } });
    expect((await report(ana, 'remote_account', `${b.url}/users/nadie`)).statusCode).toBe(404);
    expect((await report(ana, 'remote_post', `${b.url}/posts/nada`)).statusCode).toBe(404);
  });

  it(
    'an admin hides the remote post: it leaves the feed and its image; a remote account is not suspended here',
    async () => {
      const postReport = (await openReports()).find((item) => item.targetKind === 'remote_post')!;
      const suspend = await resolve(postReport.id, { action: 'suspend', reason: 'Spam' });
      expect(suspend.statusCode).toBe(400);
      expect(suspend.json()).toMatchObject({ error: { message: es.admin.cannotSuspendRemote } });

      expect((await resolve(postReport.id, { action: 'hide' })).statusCode).toBe(204);
      expect(await remoteInFeed(ana)).toEqual([]);
      expect(
        (await as(a.ctx.app, ana).get(`/remote-images?post=${encodeURIComponent(postId)}`)).statusCode,
      ).toBe(404);
      // A repeated delivery of the same Note does not bring it back: it is kept once, hidden.
      expect(await a.ctx.app.db.selectFrom('remote_post').select(['id', 'hidden_at']).execute()).toEqual([
        { id: postId, hidden_at: expect.any(Number) as number },
      ]);
      // Reported again once hidden: nothing to report.
      expect((await report(ana, 'remote_post', postId)).statusCode).toBe(404);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'an admin blocks the server of a reported account: its follows end, it is audit-logged with the reason, and refused',
    async () => {
      const accountReport = (await openReports()).find((item) => item.targetKind === 'remote_account')!;
      expect((await resolve(accountReport.id, { action: 'hide' })).statusCode).toBe(400);
      expect((await resolve(accountReport.id, { action: 'block-server' })).statusCode).toBe(204);

      expect(await a.ctx.app.db.selectFrom('domain_block').select('host').execute()).toEqual([
        { host: b.host },
      ]);
      expect(
        await a.ctx.app.db
          .selectFrom('remote_follow')
          .select('actor_id')
          .where('user_id', '=', ana.id)
          .execute(),
      ).toEqual([]);
      const audit = (await as(a.ctx.app, jefa).get('/api/admin/audit')).json<AuditPage>().items;
      expect(audit[0]).toMatchObject({ action: 'domain.block', detail: 'harassment', targetId: b.host });
      const all = (await as(a.ctx.app, jefa).get('/api/admin/reports?state=all')).json<ReportPage>().items;
      expect(all.find((item) => item.id === accountReport.id)?.state).toBe('actioned');
      // The block is in force at once in this process.
      const lookup = await as(a.ctx.app, ana).get(
        `/api/remote/accounts?address=${encodeURIComponent(`@bob@${b.host}`)}`,
      );
      expect(lookup.statusCode).toBe(403);
      // Only content of another server has a server to block.
      expect((await report(ana, 'user', liz.id)).statusCode).toBe(204);
      const local = (await openReports()).find((item) => item.targetKind === 'user')!;
      expect((await resolve(local.id, { action: 'block-server' })).statusCode).toBe(400);
    },
    ROUND_TRIPS_MS,
  );
});
