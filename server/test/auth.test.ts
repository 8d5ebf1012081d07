import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '@surcos/contracts/limits';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { linkIn, startSmtpCapture } from './helpers/smtp.ts';
import { cookieFrom, createUser, loginAs, postJson, sessionUser, uniqueEmail } from './helpers/users.ts';

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

const userCount = async () => {
  const row = await ctx.app.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

describe('POST /api/auth/sign-up/email', () => {
  it('creates the account and signs the user in', async () => {
    const email = uniqueEmail('registro');
    const response = await postJson(ctx.app, '/api/auth/sign-up/email', {
      name: '  Marta  ',
      email: email.toUpperCase(),
      password: 'surcos-largos',
    });
    expect(response.statusCode).toBe(200);
    const user = await sessionUser(ctx.app, cookieFrom(response));
    expect(user).toMatchObject({ name: 'Marta', email });
  });

  it.each([
    [{ name: '', email: uniqueEmail(), password: 'surcos-largos' }, 'El nombre es obligatorio.'],
    [
      { name: 'x'.repeat(81), email: uniqueEmail(), password: 'surcos-largos' },
      'El nombre no puede tener más de 80 caracteres.',
    ],
    [
      { name: 'Ana', email: 'no-es-un-correo', password: 'surcos-largos' },
      'Introduce un correo electrónico válido.',
    ],
    [
      { name: 'Ana', email: uniqueEmail(), password: 'corta' },
      'La contraseña debe tener al menos 8 caracteres.',
    ],
    [
      { name: 'Ana', email: uniqueEmail(), password: 'x'.repeat(129) },
      'La contraseña no puede tener más de 128 caracteres.',
    ],
    [{ email: uniqueEmail(), password: 'surcos-largos' }, 'El nombre es obligatorio.'],
  ])('rejects %j with a Spanish message and writes nothing', async (payload, message) => {
    const before = await userCount();
    const response = await postJson(ctx.app, '/api/auth/sign-up/email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
    expect(await userCount()).toBe(before);
  });

  it('refuses a second account with the same email, in any case', async () => {
    const existing = await createUser(ctx.app);
    const before = await userCount();
    const response = await postJson(ctx.app, '/api/auth/sign-up/email', {
      name: 'Otra',
      email: existing.email.toUpperCase(),
      password: 'otra-clave-larga',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este correo electrónico.' },
    });
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON with a Spanish 400, never a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'El cuerpo de la petición no es un JSON válido.' },
    });
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password', async () => {
    const user = await createUser(ctx.app);
    const cookie = await loginAs(ctx.app, user.email, user.password);
    expect(await sessionUser(ctx.app, cookie)).toMatchObject({ id: user.id });
  });

  it('refuses a wrong password with INVALID_CREDENTIALS', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'no-es-la-clave',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Correo electrónico o contraseña incorrectos.' },
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('limits failed attempts per account, even with the right password afterwards', async () => {
    const user = await createUser(ctx.app);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
      const response = await postJson(ctx.app, '/api/auth/sign-in/email', {
        email: user.email,
        password: `mala-${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
      },
    });
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const user = await createUser(ctx.app);
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; attempt += 1) {
        await postJson(ctx.app, '/api/auth/sign-in/email', { email: user.email, password: 'mala-clave' });
      }
      await loginAs(ctx.app, user.email, user.password);
    }
  });

  it('limits attempts per IP address across accounts', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        headers: { origin: TEST_ORIGIN },
        payload: { email: uniqueEmail('nadie'), password: 'lo-que-sea' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('sessions', () => {
  it('ends with sign-out', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(ctx.app, '/api/auth/sign-out', {}, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(ctx.app, user.cookie)).toBeNull();
  });

  it('survive a server restart', async () => {
    const user = await createUser(ctx.app);
    const restarted = await ctx.buildAnother();
    expect(await sessionUser(restarted, user.cookie)).toMatchObject({ id: user.id });
  });

  it('ignore a forged cookie', async () => {
    const user = await createUser(ctx.app);
    const forged = user.cookie.replace(/=([^.;]+)/, '=forjada');
    expect(await sessionUser(ctx.app, forged)).toBeNull();
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/counts',
      headers: { cookie: forged },
    });
    expect(counts.statusCode).toBe(401);
    expect(counts.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Usuario no autenticado.' } });
  });

  it('never show another user’s email: the session answers for its own user only', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: false,
        createdAt: expect.any(String) as string,
        isAdmin: false,
        language: 'es',
        // Made from the name, numbered after the file's other Ana Discos.
        handle: expect.stringMatching(/^ana_discos(_\d+)?$/) as string,
        address: expect.stringMatching(/^@ana_discos(_\d+)?@localhost:3000$/) as string,
        handleChangeable: true,
      },
    });
  });

  it('a POST carrying a cookie from another origin is refused', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: { name: 'Pirata' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
    expect(await sessionUser(ctx.app, user.cookie)).toMatchObject({ name: user.name });
  });
});

describe('POST /api/auth/update-user', () => {
  it('changes the name', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(ctx.app, '/api/auth/update-user', { name: 'Nuevo Nombre' }, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(ctx.app, user.cookie)).toMatchObject({ name: 'Nuevo Nombre' });
  });

  it('accepts only the name, validated', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(ctx.app, '/api/auth/update-user', { name: '   ' }, user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'El nombre es obligatorio.' },
    });
  });

  it('requires a session', async () => {
    const response = await postJson(ctx.app, '/api/auth/update-user', { name: 'Nadie' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(
      ctx.app,
      '/api/auth/change-password',
      { currentPassword: 'no-es-esta', newPassword: 'nueva-clave-1' },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_PASSWORD', message: 'La contraseña actual no es correcta.' },
    });
    await loginAs(ctx.app, user.email, user.password);
  });

  it('changes the password', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(
      ctx.app,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'nueva-clave-1', revokeOtherSessions: true },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    await loginAs(ctx.app, user.email, 'nueva-clave-1');
    const old = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
  });

  it('enforces the minimum length on the new password', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(
      ctx.app,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'corta' },
      user.cookie,
    );
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'La contraseña debe tener al menos 8 caracteres.' },
    });
  });
});

describe('POST /api/auth/change-email', () => {
  it('mails a link to the new address; following it makes that the login address', async () => {
    const user = await createUser(ctx.app);
    const newEmail = uniqueEmail('nuevo');
    const response = await postJson(
      ctx.app,
      '/api/auth/change-email',
      { newEmail, callbackURL: '/profile?emailChanged=1' },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(ctx.app, user.cookie)).toMatchObject({ email: user.email });

    const mail = await smtp.waitForMail(newEmail);
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const follow = await ctx.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { cookie: user.cookie },
    });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/profile?emailChanged=1');

    await loginAs(ctx.app, newEmail, user.password);
    const old = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses the same address', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(ctx.app, '/api/auth/change-email', { newEmail: user.email }, user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('EMAIL_UNCHANGED');
  });

  it('does not reveal or take an address that belongs to someone else', async () => {
    const owner = await createUser(ctx.app);
    const user = await createUser(ctx.app);
    const response = await postJson(
      ctx.app,
      '/api/auth/change-email',
      { newEmail: owner.email },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    await loginAs(ctx.app, owner.email, owner.password);
    expect(await sessionUser(ctx.app, user.cookie)).toMatchObject({ email: user.email });
  });

  it('sends a link for an address registered meanwhile back to the profile with an error flag', async () => {
    const user = await createUser(ctx.app);
    const newEmail = uniqueEmail('disputado');
    await postJson(
      ctx.app,
      '/api/auth/change-email',
      { newEmail, callbackURL: '/profile?emailChanged=1' },
      user.cookie,
    );
    const link = new URL(linkIn(await smtp.waitForMail(newEmail)));
    const rival = await createUser(ctx.app, { email: newEmail });

    const follow = await ctx.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { cookie: user.cookie, accept: 'text/html' },
    });
    expect(follow.statusCode).toBe(302);
    const location = new URL(follow.headers.location as string, TEST_ORIGIN);
    expect(location.pathname).toBe('/profile');
    expect(location.searchParams.get('emailChanged')).toBe('1');
    expect(location.searchParams.get('error')).not.toBeNull();
    expect(await sessionUser(ctx.app, user.cookie)).toMatchObject({ email: user.email });
    expect(await sessionUser(ctx.app, rival.cookie)).toMatchObject({ email: newEmail });
  });

  it('rejects a tampered link', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/auth/delete-user', () => {
  it('needs the right password', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(
      ctx.app,
      '/api/auth/delete-user',
      { password: 'no-es-esta' },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('INVALID_PASSWORD');
    await loginAs(ctx.app, user.email, user.password);
  });

  it('deletes the account: the session ends and the user cannot sign in again', async () => {
    const user = await createUser(ctx.app);
    const response = await postJson(
      ctx.app,
      '/api/auth/delete-user',
      { password: user.password },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(ctx.app, user.cookie)).toBeNull();
    const again = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(again.statusCode).toBe(401);
    const rows = await ctx.app.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('/api/auth/*', () => {
  it('keeps better-auth endpoints Surcos does not use out of reach', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se ha encontrado lo que buscas.' },
    });
  });
});

describe('sign-up limit per IP', () => {
  it('refuses more accounts from one address than SIGN_UPS_PER_IP_PER_HOUR allows', async () => {
    const limited = await createTestContext({ SIGN_UPS_PER_IP_PER_HOUR: '2' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: '203.0.113.9',
          headers: { origin: TEST_ORIGIN },
          payload: { name: 'Ana', email: uniqueEmail(), password: 'surcos-largos' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
