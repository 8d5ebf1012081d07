import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserPage, AuditPage, InstanceFigures } from '@surcos/contracts/admin';
import { texts } from '@surcos/contracts/texts';
import { createAdminRepository } from '../src/modules/admin/admin.repository.ts';
import { changeRole } from '../src/modules/admin/roles.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { listen, open, openConnected } from './helpers/sockets.ts';
import { linkIn, startSmtpCapture } from './helpers/smtp.ts';
import {
  type TestUser,
  cookieFrom,
  createUser,
  postJson,
  sessionUser,
  uniqueEmail,
} from './helpers/users.ts';
import { as } from './helpers/requests.ts';

const ADMIN_EMAIL = 'jefa@example.com';
const SECOND_ADMIN_EMAIL = 'segundo@example.com';

let ctx: TestContext;
let admin: TestUser;
let url: string;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()}, ${SECOND_ADMIN_EMAIL}` });
  admin = await createUser(ctx.app, { name: 'Jefa', email: ADMIN_EMAIL, emailVerified: true });
  url = await listen(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'DELETE';

const suspend = (who: TestUser, target: string, reason = 'Spam reiterado') =>
  as(ctx.app, who).post(`/api/admin/users/${target}/suspend`, { reason });

const auditOf = async () => (await as(ctx.app, admin).get('/api/admin/audit')).json<AuditPage>().items;

describe('admin routes: who may call them', () => {
  const routes: Array<{ method: Method; path: (id: string) => string; payload?: unknown }> = [
    { method: 'GET', path: () => '/api/admin/users' },
    { method: 'GET', path: () => '/api/admin/users?q=ana' },
    { method: 'POST', path: (id) => `/api/admin/users/${id}/suspend`, payload: { reason: 'Motivo' } },
    // A body that would fail validation must not tell a non-admin that the route exists.
    { method: 'POST', path: (id) => `/api/admin/users/${id}/suspend`, payload: {} },
    { method: 'DELETE', path: (id) => `/api/admin/users/${id}/suspend` },
    { method: 'DELETE', path: (id) => `/api/admin/users/${id}` },
    { method: 'GET', path: () => '/api/admin/figures' },
    { method: 'GET', path: () => '/api/admin/audit' },
    { method: 'GET', path: () => '/api/admin/reports' },
    { method: 'GET', path: () => '/api/admin/reports?state=all' },
    { method: 'POST', path: () => '/api/admin/reports/x/resolve', payload: { action: 'dismiss' } },
  ];

  it('answers anonymous visitors and signed-in users exactly as for a route that does not exist', async () => {
    const user = await createUser(ctx.app, { name: 'Curiosa' });
    const target = await createUser(ctx.app, { name: 'Objetivo' });
    const unknown = await as(ctx.app, user).get('/api/admin/nada');
    expect(unknown.statusCode).toBe(404);
    for (const route of routes) {
      for (const who of [undefined, user]) {
        const response = await as(ctx.app, who).send(route.method, route.path(target.id), route.payload);
        expect(response.statusCode, `${route.method} ${route.path(target.id)}`).toBe(404);
        expect(response.json()).toEqual(unknown.json());
      }
    }
    // Nothing happened to the target.
    expect(await sessionUser(ctx.app, target.cookie)).toMatchObject({ id: target.id });
    expect((await auditOf()).some((entry) => entry.targetId === target.id)).toBe(false);
  });

  it('lets an admin call every one of them', async () => {
    const target = await createUser(ctx.app, { name: 'Objetivo' });
    // In the order of `routes`: suspended, refused without a reason, unsuspended, deleted; the
    // made-up report is the route's own 404, not the unknown route's.
    const expected = [200, 200, 204, 400, 204, 204, 200, 200, 200, 200, 404];
    const answers = [];
    for (const route of routes) {
      const response = await as(ctx.app, admin).send(route.method, route.path(target.id), route.payload);
      answers.push(response.statusCode);
      if (response.statusCode === 404) {
        expect(response.json<{ error: { message: string } }>().error.message).toBe(
          'No se ha encontrado la denuncia.',
        );
      }
    }
    expect(answers).toEqual(expected);
  });

  it('tells the web who is an admin', async () => {
    const user = await createUser(ctx.app);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: admin.cookie },
    });
    expect(session.json<{ user: { isAdmin: boolean } }>().user.isAdmin).toBe(true);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: user.cookie },
    });
    expect(other.json<{ user: { isAdmin: boolean } }>().user.isAdmin).toBe(false);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an admin when it signs in, and writes it in the audit log', async () => {
    const repository = createAdminRepository(ctx.app.db, ctx.app.dialect);
    const second = await createUser(ctx.app, {
      name: 'Segundo',
      email: SECOND_ADMIN_EMAIL,
      emailVerified: true,
    });
    expect((await as(ctx.app, second).get('/api/admin/figures')).statusCode).toBe(200);
    // Taken away on the command line, the role comes back with the next sign-in.
    await changeRole(repository, 'revoke', SECOND_ADMIN_EMAIL);
    expect((await as(ctx.app, second).get('/api/admin/figures')).statusCode).toBe(404);
    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: SECOND_ADMIN_EMAIL,
      password: second.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await as(ctx.app, second).get('/api/admin/figures')).statusCode).toBe(200);
    const entries = (await auditOf()).filter((entry) => entry.targetId === second.id);
    expect(entries.map((entry) => [entry.action, entry.actorLabel, entry.actor])).toEqual([
      ['role.grant', 'ADMIN_EMAILS', null],
      ['role.revoke', 'npm run admin', null],
      ['role.grant', 'ADMIN_EMAILS', null],
    ]);
  });
});

describe('ADMIN_EMAILS and an unverified address', () => {
  it('gives a listed address signed up but unverified no admin rights, and the role once its mailed link is opened', async () => {
    const smtp = await startSmtpCapture();
    const listed = uniqueEmail('duena');
    const other = await createTestContext({ ADMIN_EMAILS: listed, SMTP_URL: smtp.url });
    try {
      // Anyone may sign up with a listed address: sign-up signs in at once, without a verified address.
      const password = 'vinilo-secreto-1';
      const signUp = await postJson(other.app, '/api/auth/sign-up/email', {
        name: 'Quien Sea',
        email: listed,
        password,
      });
      expect(signUp.statusCode).toBe(200);
      const squatter = { id: '', name: 'Quien Sea', email: listed, password, cookie: cookieFrom(signUp) };
      const figures = () => as(other.app, squatter).get('/api/admin/figures');
      expect((await figures()).statusCode).toBe(404);
      // Signing in again changes nothing while the address is unverified.
      const signIn = await postJson(other.app, '/api/auth/sign-in/email', { email: listed, password });
      expect(signIn.statusCode).toBe(200);
      expect(
        (await as(other.app, { ...squatter, cookie: cookieFrom(signIn) }).get('/api/admin/figures'))
          .statusCode,
      ).toBe(404);
      const session = await other.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: squatter.cookie },
      });
      expect(session.json<{ user: { isAdmin: boolean } }>().user.isAdmin).toBe(false);

      // The address's owner gets a mail saying what confirming does; its link verifies the address.
      const mail = await smtp.waitForMail(listed);
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
        'Cuando la confirmes, esa cuenta podr=C3=A1 administrar',
      );
      const link = new URL(linkIn(mail));
      const verified = await other.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(verified.statusCode).toBe(302);
      expect(verified.headers.location).toBe('/admin');
      // The role counts at once, on the sessions already open, with its audit entry.
      expect((await figures()).statusCode).toBe(200);
      const audit = (await as(other.app, squatter).get('/api/admin/audit')).json<AuditPage>().items;
      expect(audit.map((entry) => [entry.action, entry.actorLabel, entry.targetLabel])).toEqual([
        ['role.grant', 'ADMIN_EMAILS', 'Quien Sea'],
      ]);
    } finally {
      await other.close();
      await smtp.close();
    }
  });
});

describe('npm run admin (grant, revoke)', () => {
  it('grants and revokes the role on the running database, and knows no unknown address', async () => {
    const repository = createAdminRepository(ctx.app.db, ctx.app.dialect);
    const user = await createUser(ctx.app, { name: 'Promovida' });
    expect(await changeRole(repository, 'grant', user.email.toUpperCase())).toBe('done');
    expect((await as(ctx.app, user).get('/api/admin/users')).statusCode).toBe(200);
    expect(await changeRole(repository, 'revoke', user.email)).toBe('done');
    expect((await as(ctx.app, user).get('/api/admin/users')).statusCode).toBe(404);
    expect(await changeRole(repository, 'grant', uniqueEmail('nadie'))).toBe('unknown');
    const entries = (await auditOf()).filter((entry) => entry.targetId === user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['role.revoke', 'role.grant']);
  });
});

describe('POST /api/admin/users/:id/suspend', () => {
  it('ends the sessions and closes the sockets at once; sign-in is refused with the reason', async () => {
    const user = await createUser(ctx.app, { name: 'Spammer' });
    const socket = await openConnected(url, user.cookie);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    expect((await suspend(admin, user.id, 'Anuncios en cada mensaje')).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(await sessionUser(ctx.app, user.cookie)).toBeNull();

    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      error: {
        code: 'ACCOUNT_SUSPENDED',
        message: 'Tu cuenta está suspendida. Motivo: Anuncios en cada mensaje',
      },
    });
    // A wrong password says nothing about the suspension.
    const wrong = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'otra-clave-9',
    });
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('INVALID_CREDENTIALS');
    // Nor can a socket come back.
    const again = open(url, user.cookie);
    await expect(
      new Promise((resolve, reject) => {
        again.once('connect', () => resolve(undefined));
        again.once('connect_error', reject);
      }),
    ).rejects.toThrow('UNAUTHENTICATED');
    again.close();

    const listed = (
      await as(ctx.app, admin).get(`/api/admin/users?q=${encodeURIComponent(user.email)}`)
    ).json<AdminUserPage>();
    expect(listed.items).toEqual([
      expect.objectContaining({ id: user.id, suspensionReason: 'Anuncios en cada mensaje', isAdmin: false }),
    ]);
    expect(listed.items[0]).not.toHaveProperty('email');
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      action: 'user.suspend',
      actor: { id: admin.id, name: 'Jefa' },
      targetId: user.id,
      targetLabel: 'Spammer',
      detail: 'Anuncios en cada mensaje',
    });
  });

  it('lets the user sign in again once unsuspended', async () => {
    const user = await createUser(ctx.app);
    await suspend(admin, user.id);
    expect((await as(ctx.app, admin).delete(`/api/admin/users/${user.id}/suspend`)).statusCode).toBe(204);
    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await auditOf())[0]).toMatchObject({ action: 'user.unsuspend', targetId: user.id });
  });

  it('refuses to suspend an admin or oneself, in Spanish, changing nothing', async () => {
    const other = await createUser(ctx.app, { name: 'Otra admin' });
    await changeRole(createAdminRepository(ctx.app.db, ctx.app.dialect), 'grant', other.email);
    const before = (await auditOf()).length;

    const onAdmin = await suspend(admin, other.id);
    expect(onAdmin.statusCode).toBe(409);
    expect(onAdmin.json()).toEqual({
      error: {
        code: 'CANNOT_MODERATE_ADMIN',
        message: 'No se puede suspender ni eliminar a un administrador.',
      },
    });
    const onSelf = await suspend(admin, admin.id);
    expect(onSelf.statusCode).toBe(409);
    expect(onSelf.json<{ error: { message: string } }>().error.message).toBe(
      'No puedes suspenderte ni eliminarte a ti mismo.',
    );
    expect((await as(ctx.app, admin).delete(`/api/admin/users/${other.id}`)).statusCode).toBe(409);
    expect(await sessionUser(ctx.app, other.cookie)).toMatchObject({ id: other.id });
    expect((await auditOf()).length).toBe(before);
  });

  it('answers a missing reason and an unknown user with Spanish errors', async () => {
    const user = await createUser(ctx.app);
    const empty = await as(ctx.app, admin).post(`/api/admin/users/${user.id}/suspend`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(
      'Escribe el motivo de la suspensión.',
    );
    const missing = await suspend(admin, 'no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(texts.api.userNotFound);
    expect(await sessionUser(ctx.app, user.cookie)).toMatchObject({ id: user.id });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account like its owner would, closes its sockets and logs it', async () => {
    const user = await createUser(ctx.app, { name: 'Borrada' });
    const socket = await openConnected(url, user.cookie);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await as(ctx.app, admin).delete(`/api/admin/users/${user.id}`)).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(await sessionUser(ctx.app, user.cookie)).toBeNull();
    expect((await as(ctx.app, admin).delete(`/api/admin/users/${user.id}`)).statusCode).toBe(404);
    expect((await auditOf())[0]).toMatchObject({
      action: 'user.delete',
      targetId: user.id,
      targetLabel: 'Borrada',
    });
  });
});

describe('GET /api/admin/figures', () => {
  it('counts the instance and its messages of the last 30 days', async () => {
    const ana = await createUser(ctx.app);
    const bea = await createUser(ctx.app);
    const started = await as(ctx.app, ana).post('/api/conversations', { userId: bea.id });
    const { id } = started.json<{ id: string }>();
    await as(ctx.app, ana).post(`/api/conversations/${id}/messages`, { text: 'Hola' });
    const figures = (await as(ctx.app, admin).get('/api/admin/figures')).json<InstanceFigures>();
    expect(figures.users).toBeGreaterThanOrEqual(3);
    expect(figures.messagesPerDay).toHaveLength(30);
    expect(figures.messagesPerDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 1 });
    expect(figures.databaseSizeBytes).toBeGreaterThan(0);
  });
});

describe('the admins socket room', () => {
  it('carries admin facts to admin sockets only', async () => {
    const user = await createUser(ctx.app);
    const reporter = await createUser(ctx.app);
    const adminSocket = await openConnected(url, admin.cookie);
    const userSocket = await openConnected(url, user.cookie);
    let userHeard = false;
    userSocket.on('moderation.changed', () => {
      userHeard = true;
    });
    const adminHeard = new Promise<void>((resolve) => adminSocket.once('moderation.changed', resolve));
    const reported = await as(ctx.app, reporter).post('/api/reports', {
      targetKind: 'user',
      targetId: user.id,
      reason: 'spam',
    });
    expect(reported.statusCode).toBe(204);
    await adminHeard;
    // A marker after the fact: when the user's socket hears it, it would have heard the fact.
    const marker = new Promise<void>((resolve) => userSocket.once('counts.changed', () => resolve()));
    ctx.app.realtime.toUser(user.id, 'counts.changed');
    await marker;
    expect(userHeard).toBe(false);
    const rooms = [...(ctx.app.realtime.io.of('/').adapter.rooms.get('admins') ?? [])];
    expect(rooms).toContain(adminSocket.id);
    expect(rooms).not.toContain(userSocket.id);
    adminSocket.close();
    userSocket.close();
  });
});
