import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionDetail } from '@surcos/contracts/collections';
import type { ErrorBody } from '@surcos/contracts/errors';
import { REPORTS_PER_WINDOW } from '@surcos/contracts/limits';
import type { Conversation, Message } from '@surcos/contracts/messages';
import type { Report, ReportPage } from '@surcos/contracts/reports';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  // An admin as `npm run admin -- grant` makes one.
  admin = await createUser(ctx.app, { name: 'Moderadora' });
  await ctx.app.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
});
afterAll(() => ctx.close());

const report = (who: TestUser, targetKind: string, targetId: string, extra: Record<string, unknown> = {}) =>
  as(ctx.app, who).post('/api/reports', { targetKind, targetId, reason: 'spam', ...extra });

async function reportsBy(reporter: TestUser): Promise<Report[]> {
  const response = await as(ctx.app, admin).get('/api/admin/reports?state=all');
  expect(response.statusCode).toBe(200);
  return response.json<ReportPage>().items.filter((item) => item.reporter?.id === reporter.id);
}

async function publicCollection(owner: TestUser, albumId: string): Promise<CollectionDetail> {
  expect((await as(ctx.app, owner).put(`/api/me/albums/${albumId}`)).statusCode).toBe(200);
  const created = await as(ctx.app, owner).post('/api/collections', {
    name: 'Estante',
    albumIds: [albumId],
    privacy: 'public',
  });
  expect(created.statusCode).toBe(201);
  return created.json<CollectionDetail>();
}

async function messageFrom(from: TestUser, to: TestUser, text: string): Promise<Message> {
  const conversation = (
    await as(ctx.app, from).post('/api/conversations', { userId: to.id })
  ).json<Conversation>();
  const sent = await as(ctx.app, from).post(`/api/conversations/${conversation.id}/messages`, { text });
  expect(sent.statusCode).toBe(201);
  return sent.json<Message>();
}

describe('how often a member reports', () => {
  it('merges repeats about one target into the open report, and refuses a flood with a Spanish 429', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const troll = await createUser(ctx.app, { name: 'Troll' });
    expect((await report(ana, 'user', troll.id, { text: 'Primera vez' })).statusCode).toBe(204);
    expect((await report(ana, 'user', troll.id, { reason: 'harassment' })).statusCode).toBe(204);
    expect((await report(ana, 'user', troll.id, { reason: 'other', text: 'Sigue' })).statusCode).toBe(204);
    const [merged, ...others] = await reportsBy(ana);
    expect(others).toEqual([]);
    expect(merged).toMatchObject({ targetId: troll.id, reason: 'other', text: 'Sigue', state: 'open' });

    // Once resolved, a new report about the same target is a new one.
    expect(
      (await as(ctx.app, admin).post(`/api/admin/reports/${merged!.id}/resolve`, { action: 'dismiss' }))
        .statusCode,
    ).toBe(204);
    expect((await report(ana, 'user', troll.id)).statusCode).toBe(204);
    expect((await reportsBy(ana)).map((item) => item.state)).toEqual(['open', 'dismissed']);

    // Refused attempts count too: nobody probes what exists without limit.
    for (let attempt = 5; attempt <= REPORTS_PER_WINDOW; attempt += 1)
      expect((await report(ana, 'user', `no-existe-${attempt}`)).statusCode).toBe(404);
    const flooded = await report(ana, 'user', troll.id);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json<ErrorBody>().error).toEqual({
      code: 'RATE_LIMITED',
      message: texts.reports.tooManyReports,
    });
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportsBy(ana)).toHaveLength(2);

    // The limit is Ana's alone.
    const bea = await createUser(ctx.app, { name: 'Bea' });
    expect((await report(bea, 'user', troll.id)).statusCode).toBe(204);
  });

  it('files one report for sixty identical ones sent at once', async () => {
    const eva = await createUser(ctx.app, { name: 'Eva' });
    const troll = await createUser(ctx.app, { name: 'Otro Troll' });
    const answers = await Promise.all(Array.from({ length: 60 }, () => report(eva, 'user', troll.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(REPORTS_PER_WINDOW);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - REPORTS_PER_WINDOW);
    expect(await reportsBy(eva)).toHaveLength(1);
  });
});

describe('what a member may report', () => {
  it('tells a blocked member nothing of the blocker: their profile, collection and messages are a 404', async () => {
    const blocker = await createUser(ctx.app, { name: 'Bloqueadora' });
    const blocked = await createUser(ctx.app, { name: 'Bloqueado' });
    const collection = await publicCollection(blocker, 'sc-0004');
    const message = await messageFrom(blocker, blocked, 'Hola');
    expect((await as(ctx.app, blocker).put(`/api/users/${blocked.id}/block`)).statusCode).toBe(204);

    for (const [who, kind, id] of [
      [blocked, 'collection', collection.id],
      [blocked, 'user', blocker.id],
      [blocked, 'message', message.id],
      [blocker, 'user', blocked.id],
    ] as const) {
      const response = await report(who, kind, id);
      expect(response.statusCode, `${kind} ${id}`).toBe(404);
      expect(response.json<ErrorBody>().error.message).toBe(texts.reports.targetNotFound);
    }
    // The same answer as for a collection that does not exist.
    const missing = await report(blocked, 'collection', 'no-existe');
    expect(missing.statusCode).toBe(404);
    expect(await reportsBy(blocked)).toEqual([]);
  });

  it('leaves a suspended account and its content out of reach, as every route does', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const suspended = await createUser(ctx.app, { name: 'Suspendida' });
    const collection = await publicCollection(suspended, 'sc-0005');
    const suspend = await as(ctx.app, admin).post(`/api/admin/users/${suspended.id}/suspend`, {
      reason: 'Spam',
    });
    expect(suspend.statusCode).toBe(204);
    expect((await report(ana, 'user', suspended.id)).statusCode).toBe(404);
    expect((await report(ana, 'collection', collection.id)).statusCode).toBe(404);
  });
});
