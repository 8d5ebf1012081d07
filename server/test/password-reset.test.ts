import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESETS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_IP,
} from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { linkIn, startSmtpCapture } from './helpers/smtp.ts';
import { listen, openConnected } from './helpers/sockets.ts';
import { createUser, loginAs, postJson, sessionUser, uniqueEmail } from './helpers/users.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const requestReset = (email: string) => postJson(ctx.app, '/api/auth/request-password-reset', { email });
const resetPassword = (token: string, newPassword: string) =>
  postJson(ctx.app, '/api/auth/reset-password', { token, newPassword });
const checkToken = (token: string) => postJson(ctx.app, '/api/auth/check-reset-token', { token });

/** Asks for a reset and returns the token of the link the mail carries. */
async function mailedToken(email: string): Promise<string> {
  const before = smtp.mails.length;
  expect((await requestReset(email)).statusCode).toBe(200);
  const mail = await smtp.waitForMail(email);
  const latest = smtp.mails.slice(before).find((each) => each.to.includes(email)) ?? mail;
  const link = new URL(linkIn(latest));
  expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
  const token = link.searchParams.get('token');
  if (!token) throw new Error('no token in the reset link');
  return token;
}

const expectInvalidToken = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: { code: 'INVALID_TOKEN', message: texts.errorCodes.INVALID_TOKEN },
  });
};

describe('forgot password', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const user = await createUser(ctx.app);
    const unknown = uniqueEmail('nadie');
    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    expect(Object.keys(missing.headers).sort()).toEqual(Object.keys(known.headers).sort());

    const mail = await smtp.waitForMail(user.email);
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    // Give a mail to the unknown address the time the known one took, then make sure none came.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.some((each) => each.to.includes(unknown))).toBe(false);
  });

  it('sets the new password with the link: the old one stops working, the new one signs in', async () => {
    const user = await createUser(ctx.app);
    const token = await mailedToken(user.email);
    expect((await checkToken(token)).json()).toEqual({ valid: true });

    const reset = await resetPassword(token, 'otra-clave-nueva');
    expect(reset.statusCode).toBe(200);
    const old = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    await loginAs(ctx.app, user.email, 'otra-clave-nueva');
  });

  it('uses a link once: a second use, and a check afterwards, say it is invalid', async () => {
    const user = await createUser(ctx.app);
    const token = await mailedToken(user.email);
    expect((await resetPassword(token, 'primera-clave-nueva')).statusCode).toBe(200);
    expectInvalidToken(await resetPassword(token, 'segunda-clave-nueva'));
    expectInvalidToken(await checkToken(token));
    await loginAs(ctx.app, user.email, 'primera-clave-nueva');
  });

  it('lets two uses of one link race: exactly one sets its password', async () => {
    const user = await createUser(ctx.app);
    const token = await mailedToken(user.email);
    const results = await Promise.all([
      resetPassword(token, 'carrera-clave-uno'),
      resetPassword(token, 'carrera-clave-dos'),
    ]);
    expect(results.map((each) => each.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'carrera-clave-uno' : 'carrera-clave-dos';
    await loginAs(ctx.app, user.email, winner);
  });

  it('refuses a link older than an hour, and the password stays', async () => {
    const user = await createUser(ctx.app);
    const token = await mailedToken(user.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    expectInvalidToken(await checkToken(token));
    expectInvalidToken(await resetPassword(token, 'demasiado-tarde'));
    vi.useRealTimers();
    await loginAs(ctx.app, user.email, user.password);
  });

  it('refuses a forged or empty token with the same clear message', async () => {
    expectInvalidToken(await checkToken('abcdefghijklmnopqrstuvwx'));
    expectInvalidToken(await resetPassword('abcdefghijklmnopqrstuvwx', 'una-clave-cualquiera'));
    const empty = await resetPassword('', 'una-clave-cualquiera');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: texts.errorCodes.INVALID_TOKEN } });
  });

  it('applies the register rules to the new password and keeps the link usable after a mistake', async () => {
    const user = await createUser(ctx.app);
    const token = await mailedToken(user.email);
    const short = await resetPassword(token, 'x'.repeat(PASSWORD_MIN_LENGTH - 1));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: texts.validation.passwordTooShort },
    });
    expect((await checkToken(token)).json()).toEqual({ valid: true });
    expect((await resetPassword(token, 'ahora-si-valida')).statusCode).toBe(200);
  });

  it('signs out every session of the user, and no one else', async () => {
    const user = await createUser(ctx.app);
    const otherDevice = await loginAs(ctx.app, user.email, user.password);
    const stranger = await createUser(ctx.app);

    const token = await mailedToken(user.email);
    expect((await resetPassword(token, 'clave-tras-reset')).statusCode).toBe(200);
    expect(await sessionUser(ctx.app, user.cookie)).toBeNull();
    expect(await sessionUser(ctx.app, otherDevice)).toBeNull();
    expect(await sessionUser(ctx.app, stranger.cookie)).toMatchObject({ id: stranger.id });
  });

  it('closes the user’s sockets on the instance that reset the password', async () => {
    const user = await createUser(ctx.app);
    const url = await listen(ctx.app);
    const socket = await openConnected(url, user.cookie);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const token = await mailedToken(user.email);
    expect((await resetPassword(token, 'clave-tras-reset')).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('unlocks an account locked by failed sign-ins', async () => {
    const user = await createUser(ctx.app);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await postJson(ctx.app, '/api/auth/sign-in/email', { email: user.email, password: 'no-es-esta' });
    }
    const locked = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(locked.statusCode).toBe(429);
    const token = await mailedToken(user.email);
    expect((await resetPassword(token, 'clave-desbloqueada')).statusCode).toBe(200);
    await loginAs(ctx.app, user.email, 'clave-desbloqueada');
  });
});

describe('forgot password limits', () => {
  it('limits mails per address, with or without an account, in Spanish', async () => {
    const user = await createUser(ctx.app);
    for (const email of [user.email, uniqueEmail('nadie')]) {
      for (let attempt = 0; attempt < PASSWORD_RESETS_PER_ACCOUNT; attempt += 1) {
        expect((await requestReset(email)).statusCode).toBe(200);
      }
      const limited = await requestReset(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: texts.api.tooManyPasswordResets },
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The mails leave after the answers; the refused requests sent none.
    await expect
      .poll(() => smtp.mails.filter((each) => each.to.includes(user.email)).length, { timeout: 10_000 })
      .toBe(PASSWORD_RESETS_PER_ACCOUNT);
  });

  it('limits requests per IP address across addresses', async () => {
    const fromOneAddress = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '203.0.113.77',
        payload: { email },
        headers: { origin: TEST_ORIGIN },
      });
    for (let attempt = 0; attempt < PASSWORD_RESETS_PER_IP; attempt += 1) {
      expect((await fromOneAddress(uniqueEmail('ip'))).statusCode).toBe(200);
    }
    const limited = await fromOneAddress(uniqueEmail('ip'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('refuses a malformed address with the register form’s message', async () => {
    const response = await requestReset('no-es-un-correo');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: texts.validation.emailInvalid },
    });
  });
});
