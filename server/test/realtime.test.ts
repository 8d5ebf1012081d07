import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { connected, listen, open } from './helpers/sockets.ts';
import { type TestUser, createUser, loginAs, postJson } from './helpers/users.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const changePassword = (app: FastifyInstance, user: TestUser) =>
  postJson(
    app,
    '/api/auth/change-password',
    { currentPassword: user.password, newPassword: 'clave-cambiada-9', revokeOtherSessions: true },
    user.cookie,
  );

/**
 * A password change that revokes the other sessions closes their sockets, wherever they are
 * connected, and leaves the changing tab's own socket open.
 */
async function expectOthersClosedByPasswordChange(
  app: FastifyInstance,
  urlOfOtherDevice: string,
  urlOfChangingTab: string,
) {
  const user = await createUser(app);
  const otherDevice = await loginAs(app, user.email, user.password);
  const revoked = open(urlOfOtherDevice, otherDevice);
  const changing = open(urlOfChangingTab, user.cookie);
  await Promise.all([connected(revoked), connected(changing)]);
  const gone = new Promise<string>((resolve) => revoked.once('disconnect', resolve));

  expect((await changePassword(app, user)).statusCode).toBe(200);
  expect(await gone).toBe('io server disconnect');

  const received = new Promise<void>((resolve) => changing.once('counts.changed', resolve));
  app.realtime.toUser(user.id, 'counts.changed');
  await received;
  expect(changing.connected).toBe(true);
  changing.close();
}

describe('socket handshake', () => {
  let ctx: TestContext;
  let url: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    url = await listen(ctx.app);
  });
  afterAll(() => ctx.close());

  it('refuses an anonymous socket', async () => {
    const socket = open(url);
    await expect(connected(socket)).rejects.toThrow('UNAUTHENTICATED');
    socket.close();
  });

  it('refuses a forged session cookie', async () => {
    const socket = open(url, 'better-auth.session_token=forjada.firma');
    await expect(connected(socket)).rejects.toThrow('UNAUTHENTICATED');
    socket.close();
  });

  it('delivers an event published for the signed-in user, and only to them', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const luis = await createUser(ctx.app, { name: 'Luis' });
    const anaSocket = open(url, ana.cookie);
    const luisSocket = open(url, luis.cookie);
    await Promise.all([connected(anaSocket), connected(luisSocket)]);

    let luisGotIt = false;
    luisSocket.on('counts.changed', () => {
      luisGotIt = true;
    });
    const received = new Promise<void>((resolve) => anaSocket.once('counts.changed', resolve));
    ctx.app.realtime.toUser(ana.id, 'counts.changed');
    await received;
    // A round trip to Luis' socket proves his copy would have arrived by now.
    ctx.app.realtime.toUser(luis.id, 'account.changed');
    await new Promise<void>((resolve) => luisSocket.once('account.changed', resolve));
    expect(luisGotIt).toBe(false);

    anaSocket.close();
    luisSocket.close();
  });

  it('disconnects the sockets of a deleted account', async () => {
    const user = await createUser(ctx.app);
    const socket = open(url, user.cookie);
    await connected(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('signing out closes that session’s sockets and leaves the user’s other sessions connected', async () => {
    const user = await createUser(ctx.app);
    const otherDevice = await loginAs(ctx.app, user.email, user.password);
    const signedOut = open(url, user.cookie);
    const stays = open(url, otherDevice);
    await Promise.all([connected(signedOut), connected(stays)]);
    const gone = new Promise<string>((resolve) => signedOut.once('disconnect', resolve));

    const response = await postJson(ctx.app, '/api/auth/sign-out', {}, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');

    const received = new Promise<void>((resolve) => stays.once('counts.changed', resolve));
    ctx.app.realtime.toUser(user.id, 'counts.changed');
    await received;
    expect(stays.connected).toBe(true);
    stays.close();
  });

  it('a password change that revokes the other sessions closes their sockets, not its own', async () => {
    await expectOthersClosedByPasswordChange(ctx.app, url, url);
  });
});

describe('socket events across instances (Redis adapter)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ REDIS_URL });
  });
  afterAll(() => ctx.close());

  it('an event published on one instance reaches a socket connected to another', async () => {
    const other = await ctx.buildAnother();
    const user = await createUser(ctx.app);
    await listen(ctx.app);
    const otherUrl = await listen(other);
    const socket = open(otherUrl, user.cookie);
    await connected(socket);

    const received = new Promise<void>((resolve) => socket.once('counts.changed', resolve));
    // The adapter's subscription may take a moment after connect: publish until it lands.
    const timer = setInterval(() => ctx.app.realtime.toUser(user.id, 'counts.changed'), 50);
    try {
      await received;
    } finally {
      clearInterval(timer);
      socket.close();
    }
  });
});

describe('a password change across instances (Redis adapter)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ REDIS_URL });
  });
  afterAll(() => ctx.close());

  it('closes the revoked sessions’ sockets connected to another instance', async () => {
    const other = await ctx.buildAnother();
    const url = await listen(ctx.app);
    const otherUrl = await listen(other);
    await expectOthersClosedByPasswordChange(ctx.app, otherUrl, url);
  });
});
