import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as en from '@surcos/contracts/texts/en';
import * as es from '@surcos/contracts/texts/es';
import type { DatabaseConfig } from '../src/config.ts';
import { findUserByHandle } from '../src/modules/users/users.repository.ts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { as } from './helpers/requests.ts';
import { bearer, createToken } from './helpers/tokens.ts';
import { cookieFrom, createUser, postJson, sessionUser, uniqueEmail } from './helpers/users.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(() => ctx.close());

/** TEST_ORIGIN's host, port included: it is not http's own. */
const HOST = new URL(TEST_ORIGIN).host;

interface ErrorJson {
  error: { code: string; message: string };
}

interface MeJson {
  handle: string;
  address: string;
  handleChangeable: boolean;
}

const signUpOn = (
  app: FastifyInstance,
  fields: { name: string; handle?: unknown },
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: `198.51.100.${1 + Math.floor(Math.random() * 254)}`,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email: uniqueEmail('handle'), password: 'vinilo-secreto-1', ...fields },
  });

const signUp = (fields: { name: string; handle?: unknown }, headers: Record<string, string> = {}) =>
  signUpOn(ctx.app, fields, headers);

/**
 * Holds every write to PostgreSQL's user table from another connection, reads still allowed,
 * until the answered function is called.
 */
async function holdUserWrites(database: DatabaseConfig): Promise<() => Promise<void>> {
  if (database.dialect !== 'postgres') throw new Error('PostgreSQL only');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE "user" IN EXCLUSIVE MODE');
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

const me = async (cookie: string) => (await sessionUser(ctx.app, cookie)) as unknown as MeJson;

const availability = (handle: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/users/handle-available?handle=${encodeURIComponent(handle)}`,
    headers,
  });

describe('a handle chosen at registration', () => {
  it('is kept in lower case and shown as @handle@host, with its one change still to make', async () => {
    const response = await signUp({ name: 'Carmen Vinilo', handle: ' @Carmen_Vinilo ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await me(cookieFrom(response))).toMatchObject({
      handle: 'carmen_vinilo',
      address: `@carmen_vinilo@${HOST}`,
      handleChangeable: true,
    });
  });

  it('is made from the name when the registration leaves it out, numbered when taken', async () => {
    const first = await signUp({ name: 'Íñigo Muñoz' });
    const second = await signUp({ name: 'ÍÑIGO  muñoz' });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect((await me(cookieFrom(first))).handle).toBe('inigo_munoz');
    expect((await me(cookieFrom(second))).handle).toBe('inigo_munoz_2');
  });

  it('refuses a handle against the rule, in Spanish or in English, and makes no account', async () => {
    const cases: Array<[unknown, keyof typeof es.handles]> = [
      ['ab', 'tooShort'],
      ['a'.repeat(31), 'tooLong'],
      ['ana-vinilo', 'characters'],
      ['ana vinilo', 'characters'],
      ['josé', 'characters'],
      ['admin', 'reserved'],
      ['Well_Known', 'reserved'],
      [42, 'required'],
    ];
    for (const [handle, problem] of cases) {
      const spanish = await signUp({ name: 'Rosa Surco', handle });
      const english = await signUp({ name: 'Rosa Surco', handle }, { 'accept-language': 'en' });
      expect(spanish.statusCode, String(handle)).toBe(400);
      expect(spanish.json<ErrorJson>().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: es.handles[problem],
      });
      expect(english.json<ErrorJson>().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: en.handles[problem],
      });
    }
    expect(await findUserByHandle(ctx.app.db, 'rosa_surco')).toBeUndefined();
  });

  it('refuses a taken handle, whatever its case, with 409 in the reader’s language', async () => {
    expect((await signUp({ name: 'Pilar', handle: 'pilar_discos' })).statusCode).toBe(200);
    const spanish = await signUp({ name: 'Otra Pilar', handle: 'PILAR_DISCOS' });
    const english = await signUp({ name: 'Otra Pilar', handle: 'pilar_discos' }, { 'accept-language': 'en' });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json<ErrorJson>().error).toEqual({
      code: 'HANDLE_TAKEN',
      message: es.errorCodes.HANDLE_TAKEN,
    });
    expect(english.json<ErrorJson>().error.message).toBe(en.errorCodes.HANDLE_TAKEN);
  });

  it('gives members written at the same moment different handles made from one name', async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, () => createUser(ctx.app, { name: 'Gemelo Idéntico' })),
    );
    const handles = await Promise.all(users.map(async (user) => (await me(user.cookie)).handle));
    expect(new Set(handles).size).toBe(6);
    expect(handles).toContain('gemelo_identico');
  });

  // Two instances share PostgreSQL only (a SQLite file has one server process).
  it.runIf(testDialect() === 'postgres')(
    'given at once by two instances of one database, makes one member and answers the other 409',
    async () => {
      // Each instance promises handles in its own memory, so both find `carrera` free; writes to the
      // user table are held meanwhile, and when they go on the unique index decides.
      const other = await ctx.buildAnother();
      const release = await holdUserWrites(ctx.config.database);
      const answers = Promise.all([
        signUp({ name: 'Carrera Uno', handle: 'carrera' }),
        signUpOn(other, { name: 'Carrera Dos', handle: 'carrera' }),
      ]);
      // Long enough for both to check the handle and reach the held write.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await release();
      const outcomes = (await answers).map((answer) =>
        answer.statusCode === 200 ? 'member' : `${answer.statusCode} ${answer.json<ErrorJson>().error.code}`,
      );
      expect(outcomes.sort()).toEqual(['409 HANDLE_TAKEN', 'member']);
    },
  );

  it('a name that gives no handle of its own, or a reserved one, still gets one', async () => {
    const handles = [];
    for (const name of ['李雷', 'Jo', 'Admin', 'María José de la Concepción Fernández-Villaverde']) {
      handles.push((await me((await createUser(ctx.app, { name })).cookie)).handle);
    }
    expect(handles).toEqual(['miembro', 'jo_', 'admin_2', 'maria_jose_de_la_concepcion_fe']);
  });
});

describe('GET /api/users/handle-available', () => {
  it('tells a visitor whether a handle is free, and the first free one numbered on a taken one', async () => {
    await createUser(ctx.app, { name: 'Lola Flores' });
    await createUser(ctx.app, { name: 'Lola Flores' });
    const taken = await availability('Lola_Flores');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      handle: 'lola_flores',
      available: false,
      address: `@lola_flores@${HOST}`,
      suggestion: 'lola_flores_3',
    });
    expect((await availability('lola_flores_3')).json()).toMatchObject({ available: true, suggestion: null });
  });

  it('answers a handle against the rule with the rule’s message', async () => {
    const reserved = await availability('api');
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json<ErrorJson>().error.message).toBe(es.handles.reserved);
    const english = await availability('no', { 'accept-language': 'en' });
    expect(english.json<ErrorJson>().error.message).toBe(en.handles.tooShort);
    expect((await availability('')).statusCode).toBe(400);
  });
});

describe('PUT /api/me/handle: one change', () => {
  it('changes the handle once, at once in the session, on the profile and for lookups', async () => {
    const user = await createUser(ctx.app, { name: 'Tomás Cambia' });
    // The session is read (and cached) with the old handle first.
    expect((await me(user.cookie)).handle).toBe('tomas_cambia');

    const changed = await as(ctx.app, user).put('/api/me/handle', { handle: 'Tomas_Nuevo' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      handle: 'tomas_nuevo',
      address: `@tomas_nuevo@${HOST}`,
      handleChangeable: false,
    });
    expect(await me(user.cookie)).toMatchObject({ handle: 'tomas_nuevo', handleChangeable: false });
    const profile = await as(ctx.app).get(`/api/users/${user.id}`);
    expect(profile.json()).toMatchObject({ handle: 'tomas_nuevo', address: `@tomas_nuevo@${HOST}` });
    expect((await findUserByHandle(ctx.app.db, 'TOMAS_NUEVO'))?.id).toBe(user.id);
    // The old handle still leads to them (it has moved), and nobody else may take it.
    expect(await findUserByHandle(ctx.app.db, 'tomas_cambia')).toMatchObject({
      id: user.id,
      handle: 'tomas_nuevo',
      formerHandle: 'tomas_cambia',
    });
    expect((await availability('tomas_cambia')).json()).toMatchObject({ available: false });
    const other = await createUser(ctx.app, { name: 'Otra Persona' });
    const takeOld = await as(ctx.app, other).put('/api/me/handle', { handle: 'tomas_cambia' });
    expect(takeOld.statusCode).toBe(409);
    expect(takeOld.json<ErrorJson>().error.code).toBe('HANDLE_TAKEN');

    const again = await as(ctx.app, user).put('/api/me/handle', { handle: 'tomas_otra_vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorJson>().error).toEqual({
      code: 'HANDLE_ALREADY_CHANGED',
      message: es.errorCodes.HANDLE_ALREADY_CHANGED,
    });
    expect((await me(user.cookie)).handle).toBe('tomas_nuevo');
  });

  it('refuses a taken, reserved or unchanged handle without using the change', async () => {
    const [user, other] = await Promise.all([
      createUser(ctx.app, { name: 'Nuria Prueba' }),
      createUser(ctx.app, { name: 'Ocupado Ya' }),
    ]);
    const taken = await as(ctx.app, user).put('/api/me/handle', { handle: 'OCUPADO_YA' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorJson>().error.code).toBe('HANDLE_TAKEN');
    const reserved = await as(ctx.app, user).put('/api/me/handle', { handle: 'login' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json<ErrorJson>().error.message).toBe(es.handles.reserved);
    const same = await as(ctx.app, user).put('/api/me/handle', { handle: 'nuria_prueba' });
    expect(same.statusCode).toBe(400);
    expect(same.json<ErrorJson>().error.message).toBe(es.handles.unchanged);
    expect((await me(user.cookie)).handleChangeable).toBe(true);
    expect((await me(other.cookie)).handle).toBe('ocupado_ya');
  });

  it('makes one change of two sent at once', async () => {
    const user = await createUser(ctx.app, { name: 'Doble Envío' });
    const answers = await Promise.all(
      ['doble_uno', 'doble_dos'].map((handle) => as(ctx.app, user).put('/api/me/handle', { handle })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('is the member’s own: visitors get 401, a personal access token 403', async () => {
    expect((await as(ctx.app).put('/api/me/handle', { handle: 'nadie_aqui' })).statusCode).toBe(401);
    const user = await createUser(ctx.app, { name: 'Con Token' });
    const { token } = await createToken(ctx.app, user);
    const withToken = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/handle',
      headers: bearer(token),
      payload: { handle: 'por_token' },
    });
    expect(withToken.statusCode).toBe(403);
    expect((await me(user.cookie)).handleChangeable).toBe(true);
  });

  it('cannot be changed through better-auth’s own update of the user', async () => {
    const user = await createUser(ctx.app, { name: 'Sin Atajo' });
    const response = await postJson(
      ctx.app,
      '/api/auth/update-user',
      { name: 'Sin Atajo Dos', handle: 'atajo' },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await me(user.cookie)).toMatchObject({ handle: 'sin_atajo', handleChangeable: true });
  });
});
