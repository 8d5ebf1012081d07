import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@surcos/contracts/languages';
import * as en from '@surcos/contracts/texts/en';
import * as es from '@surcos/contracts/texts/es';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { as } from './helpers/requests.ts';
import { startSmtpCapture, subjectOf } from './helpers/smtp.ts';
import { createUser, postJson, uniqueEmail } from './helpers/users.ts';

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

/** A request with these headers and the site's Origin, as a browser sends it. */
const request = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...headers },
    ...(payload ? { payload } : {}),
  });

const messageOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { message: string } }).error.message;

describe('the API speaks its reader’s language', () => {
  it('the catalogues differ where this test looks, so it proves something', () => {
    expect(en.errorCodes.UNAUTHENTICATED).not.toBe(es.errorCodes.UNAUTHENTICATED);
    expect(en.language.unknown).not.toBe(es.language.unknown);
    expect(en.mail.resetPassword.subject).not.toBe(es.mail.resetPassword.subject);
  });

  it('answers a visitor by Accept-Language, Spanish when it names neither language, with the same codes', async () => {
    const english = await request('GET', '/api/me/counts', { 'accept-language': 'en-GB,en;q=0.9' });
    const spanish = await request('GET', '/api/me/counts', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    const neither = await request('GET', '/api/me/counts', { 'accept-language': 'fr-FR,de;q=0.8' });
    const none = await request('GET', '/api/me/counts', {});
    for (const response of [english, spanish, neither, none]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('UNAUTHENTICATED');
    }
    expect(messageOf(english)).toBe(en.errorCodes.UNAUTHENTICATED);
    expect(messageOf(spanish)).toBe(es.errorCodes.UNAUTHENTICATED);
    expect(messageOf(neither)).toBe(es.errorCodes.UNAUTHENTICATED);
    expect(messageOf(none)).toBe(es.errorCodes.UNAUTHENTICATED);
  });

  it('prefers the device’s remembered choice to Accept-Language', async () => {
    const response = await request('GET', '/api/me/counts', {
      'accept-language': 'es',
      cookie: `${LANGUAGE_COOKIE}=en`,
    });
    expect(messageOf(response)).toBe(en.errorCodes.UNAUTHENTICATED);
  });

  it('writes validation errors in the reader’s language', async () => {
    const user = await createUser(ctx.app);
    const english = await request(
      'PUT',
      '/api/me/language',
      { cookie: `${user.cookie}; ${LANGUAGE_COOKIE}=en` },
      { language: 'fr' },
    );
    expect(english.statusCode).toBe(400);
    // The member has not chosen English: their setting (Spanish) wins over the device's cookie.
    expect(messageOf(english)).toBe(es.language.unknown);
  });
});

describe('PUT /api/me/language', () => {
  it('keeps the member’s choice for every device: the session says it and errors follow it at once', async () => {
    const user = await createUser(ctx.app);
    const member = as(ctx.app, user);
    expect((await member.get('/api/session')).json()).toMatchObject({ user: { language: 'es' } });

    const saved = await member.put('/api/me/language', { language: 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'en' });
    expect((await member.get('/api/session')).json()).toMatchObject({ user: { language: 'en' } });

    // A member's language beats the device's Accept-Language.
    const refused = await request(
      'PUT',
      '/api/me/language',
      { cookie: user.cookie, 'accept-language': 'es' },
      { language: 'klingon' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: en.language.unknown } });
    expect((await member.get('/api/session')).json()).toMatchObject({ user: { language: 'en' } });
  });

  it('refuses anything but a known language, and changes nothing', async () => {
    const user = await createUser(ctx.app);
    const member = as(ctx.app, user);
    for (const body of [
      { language: 'EN' },
      { language: '' },
      { language: 3 },
      {},
      { language: 'en', extra: 1 },
    ]) {
      const response = await member.put('/api/me/language', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await member.get('/api/session')).json()).toMatchObject({ user: { language: 'es' } });
  });

  it('is for members only', async () => {
    const response = await request('PUT', '/api/me/language', {}, { language: 'en' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a new member starts in the language they registered in', () => {
  it('registers in English from an English browser', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'en-US,en;q=0.9' },
      payload: { name: 'Sam Records', email: uniqueEmail('sam'), password: 'vinyl-secret-1' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.headers['set-cookie'];
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: {
        cookie: (Array.isArray(cookie) ? cookie : [cookie ?? '']).map((c) => c.split(';')[0]).join('; '),
      },
    });
    expect(session.json()).toMatchObject({ user: { name: 'Sam Records', language: 'en' } });
  });
});

describe('mails are written in the recipient’s language', () => {
  it('mails a password reset in English to a member who chose it, whatever the asking browser says', async () => {
    const user = await createUser(ctx.app);
    await as(ctx.app, user).put('/api/me/language', { language: 'en' });
    const before = smtp.mails.length;
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'es' },
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    await smtp.waitForMail(user.email);
    const mail = smtp.mails.slice(before).find((each) => each.to.includes(user.email));
    expect(mail && subjectOf(mail)).toBe(en.mail.resetPassword.subject);
  });

  it('mails it in Spanish to a member who has not chosen', async () => {
    const user = await createUser(ctx.app);
    const before = smtp.mails.length;
    await postJson(ctx.app, '/api/auth/request-password-reset', { email: user.email });
    await smtp.waitForMail(user.email);
    const mail = smtp.mails.slice(before).find((each) => each.to.includes(user.email));
    expect(mail && subjectOf(mail)).toBe(es.mail.resetPassword.subject);
  });
});
