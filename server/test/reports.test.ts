import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionDetail } from '@surcos/contracts/collections';
import type { Conversation, Message, MessagePage } from '@surcos/contracts/messages';
import type { Report, ReportPage } from '@surcos/contracts/reports';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { listen, openConnected } from './helpers/sockets.ts';
import { type TestUser, createUser, postJson } from './helpers/users.ts';
import { as } from './helpers/requests.ts';

const ADMIN_EMAIL = 'moderadora@example.com';
const TARGET_GONE = 'No se puede denunciar: ya no existe o no tienes acceso.';

let ctx: TestContext;
let admin: TestUser;
let url: string;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(ctx.app, { name: 'Moderadora', email: ADMIN_EMAIL, emailVerified: true });
  url = await listen(ctx.app);
});
afterAll(() => ctx.close());

const report = (who: TestUser, targetKind: string, targetId: string, extra: Record<string, unknown> = {}) =>
  as(ctx.app, who).post('/api/reports', { targetKind, targetId, reason: 'spam', ...extra });

const resolve = (id: string, body: Record<string, unknown>, who: TestUser = admin) =>
  as(ctx.app, who).post(`/api/admin/reports/${id}/resolve`, body);

async function allReports(): Promise<Report[]> {
  const response = await as(ctx.app, admin).get('/api/admin/reports?state=all');
  expect(response.statusCode).toBe(200);
  return response.json<ReportPage>().items;
}

/** Files a report and answers it as the admins see it. */
async function filed(
  who: TestUser,
  targetKind: string,
  targetId: string,
  extra: Record<string, unknown> = {},
) {
  const response = await report(who, targetKind, targetId, extra);
  expect(response.statusCode, response.body).toBe(204);
  const [newest] = await allReports();
  expect(newest).toMatchObject({ targetKind, targetId });
  return newest!;
}

async function collectionOf(owner: TestUser, albumId: string, privacy: 'public' | 'private' = 'public') {
  expect((await as(ctx.app, owner).put(`/api/me/albums/${albumId}`)).statusCode).toBe(200);
  const created = await as(ctx.app, owner).post('/api/collections', {
    name: 'Cajón',
    albumIds: [albumId],
    privacy,
  });
  expect(created.statusCode).toBe(201);
  return created.json<CollectionDetail>();
}

async function conversationWithMessage(from: TestUser, to: TestUser, text: string) {
  const conversation = (
    await as(ctx.app, from).post('/api/conversations', { userId: to.id })
  ).json<Conversation>();
  const sent = await as(ctx.app, from).post(`/api/conversations/${conversation.id}/messages`, { text });
  expect(sent.statusCode).toBe(201);
  return sent.json<Message>();
}

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('POST /api/reports', () => {
  it('files a report on a user with an optional text; the admins read it', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const troll = await createUser(ctx.app, { name: 'Troll' });
    const filedReport = await filed(ana, 'user', troll.id, { reason: 'harassment', text: '  Me insulta  ' });
    expect(filedReport).toMatchObject({
      targetLabel: 'Troll',
      targetUser: { id: troll.id, name: 'Troll' },
      reporter: { id: ana.id, name: 'Ana' },
      reason: 'harassment',
      text: 'Me insulta',
      state: 'open',
      resolvedBy: null,
    });
    const open = (await as(ctx.app, admin).get('/api/admin/reports')).json<ReportPage>();
    expect(open.items.map((item) => item.id)).toContain(filedReport.id);
  });

  it('refuses what is gone or out of reach with a Spanish 404, writing nothing', async () => {
    const ana = await createUser(ctx.app);
    const owner = await createUser(ctx.app);
    const stranger = await createUser(ctx.app);
    const secret = await collectionOf(owner, 'sc-0001', 'private');
    const removed = await collectionOf(owner, 'sc-0002');
    expect((await as(ctx.app, owner).delete(`/api/collections/${removed.id}`)).statusCode).toBe(204);
    const message = await conversationWithMessage(owner, stranger, 'Hola');
    const before = (await allReports()).length;

    for (const [kind, id] of [
      ['user', 'no-existe'],
      ['collection', secret.id],
      ['collection', removed.id],
      ['message', message.id],
      ['message', 'no-existe'],
    ] as const) {
      const response = await report(ana, kind, id);
      expect(response.statusCode, `${kind} ${id}`).toBe(404);
      expect(errorOf(response).message).toBe(TARGET_GONE);
    }
    expect((await allReports()).length).toBe(before);
  });

  it('refuses reporting oneself, an unknown reason and a text over the limit', async () => {
    const ana = await createUser(ctx.app);
    const bea = await createUser(ctx.app);
    const own = await collectionOf(ana, 'sc-0003');
    const self = await report(ana, 'collection', own.id);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toEqual({
      code: 'CANNOT_REPORT_SELF',
      message: 'No puedes denunciarte a ti mismo.',
    });
    expect(errorOf(await report(ana, 'user', bea.id, { reason: 'aburrido' })).message).toBe(
      'Elige un motivo.',
    );
    expect(errorOf(await report(ana, 'user', bea.id, { text: 'x'.repeat(1001) })).message).toBe(
      'Los detalles no pueden tener más de 1000 caracteres.',
    );
  });

  it('keeps a report once its reporter deleted their account, anonymised', async () => {
    const eva = await createUser(ctx.app, { name: 'Eva' });
    const target = await createUser(ctx.app);
    const filedReport = await filed(eva, 'user', target.id);
    const deleted = await as(ctx.app, eva).post('/api/auth/delete-user', { password: eva.password });
    expect(deleted.statusCode).toBe(200);
    const kept = (await allReports()).find((item) => item.id === filedReport.id);
    expect(kept).toMatchObject({ reporter: null, targetUser: { id: target.id }, state: 'open' });
  });
});

describe('POST /api/admin/reports/:id/resolve', () => {
  it('dismisses a report once; a second resolution is refused', async () => {
    const ana = await createUser(ctx.app);
    const bea = await createUser(ctx.app);
    const filedReport = await filed(ana, 'user', bea.id);
    expect((await resolve(filedReport.id, { action: 'dismiss' })).statusCode).toBe(204);
    const again = await resolve(filedReport.id, { action: 'hide' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'REPORT_RESOLVED', message: 'Esta denuncia ya está resuelta.' });
    const resolved = (await allReports()).find((item) => item.id === filedReport.id);
    expect(resolved).toMatchObject({ state: 'dismissed', resolvedBy: { id: admin.id, name: 'Moderadora' } });
    const open = (await as(ctx.app, admin).get('/api/admin/reports')).json<ReportPage>();
    expect(open.items.map((item) => item.id)).not.toContain(filedReport.id);
  });

  it('hides a collection: private to its owner, who cannot make it public again', async () => {
    const owner = await createUser(ctx.app);
    const ana = await createUser(ctx.app);
    const collection = await collectionOf(owner, 'sc-0004');
    const filedReport = await filed(ana, 'collection', collection.id, { reason: 'inappropriate' });
    expect((await resolve(filedReport.id, { action: 'hide' })).statusCode).toBe(204);

    expect((await as(ctx.app, ana).get(`/api/collections/${collection.id}`)).statusCode).toBe(404);
    const own = await as(ctx.app, owner).get(`/api/collections/${collection.id}`);
    expect(own.json<CollectionDetail>().privacy).toBe('private');
    const republish = await as(ctx.app, owner).put(`/api/collections/${collection.id}`, {
      name: 'Cajón',
      albumIds: ['sc-0004'],
      privacy: 'public',
    });
    expect(republish.statusCode).toBe(409);
    expect(errorOf(republish).code).toBe('COLLECTION_HIDDEN');
    expect((await as(ctx.app, ana).get(`/api/collections/${collection.id}`)).statusCode).toBe(404);
    expect((await allReports()).find((item) => item.id === filedReport.id)?.state).toBe('actioned');
    const audit = (await as(ctx.app, admin).get('/api/admin/audit')).json<{
      items: Array<{ action: string }>;
    }>();
    expect(audit.items[0]).toMatchObject({ action: 'report.hide', targetId: collection.id });
  });

  it('hides a message from both participants', async () => {
    const ana = await createUser(ctx.app);
    const troll = await createUser(ctx.app);
    const message = await conversationWithMessage(troll, ana, 'Algo feo');
    const filedReport = await filed(ana, 'message', message.id, { reason: 'harassment' });
    expect(filedReport.targetLabel).toBe('Algo feo');
    // Both have the conversation open: each is told to load its messages again.
    const sockets = await Promise.all([ana, troll].map((who) => openConnected(url, who.cookie)));
    const told = sockets.map(
      (socket) =>
        new Promise<unknown>((resolve) => {
          socket.once('messages.changed', resolve);
        }),
    );
    expect((await resolve(filedReport.id, { action: 'hide' })).statusCode).toBe(204);
    expect(await Promise.all(told)).toEqual([
      { conversationId: message.conversationId },
      { conversationId: message.conversationId },
    ]);
    for (const socket of sockets) socket.close();
    for (const who of [ana, troll]) {
      const page = await as(ctx.app, who).get(`/api/conversations/${message.conversationId}/messages`);
      expect(page.json<MessagePage>().items.map((item) => item.text)).toEqual([
        'Mensaje oculto por la moderación',
      ]);
      const conversation = await as(ctx.app, who).get(`/api/conversations/${message.conversationId}`);
      expect(conversation.json<Conversation>().lastMessage).toBe('Mensaje oculto por la moderación');
    }
  });

  it('suspends whose content it is: their sessions end and sign-in names the reason', async () => {
    const ana = await createUser(ctx.app);
    const spammer = await createUser(ctx.app);
    const filedReport = await filed(ana, 'user', spammer.id);
    const noReason = await resolve(filedReport.id, { action: 'suspend', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect((await resolve(filedReport.id, { action: 'suspend', reason: 'Spam' })).statusCode).toBe(204);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: spammer.cookie },
    });
    expect(session.json<{ user: unknown }>().user).toBeNull();
    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: spammer.email,
      password: spammer.password,
    });
    expect(errorOf(signIn)).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Tu cuenta está suspendida. Motivo: Spam',
    });
    expect((await allReports()).find((item) => item.id === filedReport.id)?.state).toBe('actioned');
  });

  it('refuses, with nothing half-written, to hide what is gone, to hide a user or to suspend an admin', async () => {
    const ana = await createUser(ctx.app);
    const owner = await createUser(ctx.app);
    const collection = await collectionOf(owner, 'sc-0005');
    const onCollection = await filed(ana, 'collection', collection.id);
    expect((await as(ctx.app, owner).delete(`/api/collections/${collection.id}`)).statusCode).toBe(204);
    const gone = await resolve(onCollection.id, { action: 'hide' });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('Lo denunciado ya no existe: descarta la denuncia.');

    const onUser = await filed(ana, 'user', owner.id);
    const hideUser = await resolve(onUser.id, { action: 'hide' });
    expect(hideUser.statusCode).toBe(400);
    expect(errorOf(hideUser).message).toBe('Un usuario no se puede ocultar: suspéndelo si hace falta.');

    const onAdmin = await filed(ana, 'user', admin.id);
    const suspendAdmin = await resolve(onAdmin.id, { action: 'suspend', reason: 'Abuso' });
    expect(suspendAdmin.statusCode).toBe(409);
    expect(errorOf(suspendAdmin).code).toBe('CANNOT_MODERATE_ADMIN');

    const states = await allReports();
    for (const id of [onCollection.id, onUser.id, onAdmin.id]) {
      expect(states.find((item) => item.id === id)?.state).toBe('open');
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: admin.cookie } })).json<{
        user: { id: string } | null;
      }>().user?.id,
    ).toBe(admin.id);
  });

  it('is no route for a user who is not an admin', async () => {
    const ana = await createUser(ctx.app);
    const bea = await createUser(ctx.app);
    const filedReport = await filed(ana, 'user', bea.id);
    const response = await resolve(filedReport.id, { action: 'dismiss' }, ana);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('No se ha encontrado lo que buscas.');
    expect((await allReports()).find((item) => item.id === filedReport.id)?.state).toBe('open');
  });
});
