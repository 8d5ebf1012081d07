import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES } from '@surcos/contracts/errors';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { type Method, type Route, apiRoutesOf } from './helpers/routes.ts';
import { bearer, createToken } from './helpers/tokens.ts';
import { type TestUser, createUser } from './helpers/users.ts';

/**
 * Every API route and method, with malformed ids, query strings, bodies and
 * unicode edge cases, as a visitor, as two signed-in users, with a personal
 * access token (read+write; tokens.test.ts sends a read one to every write)
 * and with broken ones. Never a 5xx;
 * every 4xx is the one Spanish error body; a refused write changes no row.
 * Bounded: a few runs per route and a time limit per route.
 */
const RUNS_PER_ROUTE = 25;
const MS_PER_ROUTE = 900;

/** Signing out would end the sessions the fuzzing runs with. */
const LEFT_OUT = new Set(['POST /api/auth/sign-out']);

/** Tables whose rows a refused request may legitimately add: attempt counters. */
const COUNTERS = new Set(['rate_limit']);

let ctx: TestContext;
let ana: TestUser;
let luis: TestUser;
let anaToken: string;
let conversationId: string;
let collectionId: string;
let routes: Route[];
let tables: string[];

const snapshot = async (): Promise<Record<string, number>> => {
  const counts = tables.map((table) => sql`(select count(*) from ${sql.table(table)})`.as(table));
  const row = await sql<Record<string, number | string>>`select ${sql.join(counts)}`.execute(ctx.app.db);
  return Object.fromEntries(
    Object.entries(row.rows[0] ?? {}).map(([table, count]) => [table, Number(count)]),
  );
};

async function listTables(): Promise<string[]> {
  const rows =
    testDialect() === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(ctx.app.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(ctx.app.db);
  return rows.rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !COUNTERS.has(name))
    .sort();
}

/** Every text of the catalogue, for telling a Spanish message from a framework's English one. */
function catalogueStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object')
    for (const each of Object.values(value)) catalogueStrings(each, into);
  return into;
}
const CATALOGUE = catalogueStrings(texts);
const ENGLISH = /\b(the|must|is|are|expected|invalid|required|received|error|not found|unexpected|body)\b/i;
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|debe|es|un|una|con|para|tu|este|esta)\b/i;

/** What the message says itself: the input it quotes («…») may be anything, English words included. */
const ownWords = (message: string): string => message.replace(/«[^»]*»/g, '');
const isSpanish = (message: string): boolean =>
  CATALOGUE.has(message) || (SPANISH.test(ownWords(message)) && !ENGLISH.test(ownWords(message)));

const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eabc\u202C',
  '\u200F\u200E',
  '😀🎵💿',
  'x'.repeat(10_000),
  '%',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'null',
  '__proto__',
  'sc-0001',
];

const edgeString = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const scalar = fc.oneof(
  edgeString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

const value = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('name', 'text', 'id', '__proto__', 'a'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const FIELDS = [
  'name',
  'description',
  'privacy',
  'albumIds',
  'text',
  'clientId',
  'userId',
  'email',
  'password',
  'newEmail',
  'currentPassword',
  'newPassword',
  'callbackURL',
];

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }),
  value,
  fc.constant(undefined),
  fc.constantFrom('{"name":', 'no es json', '[]', '"texto"', '\u0000'),
);

const QUERY_KEYS = [
  'cursor',
  'page',
  'q',
  'after',
  'before',
  'sort',
  'order',
  'genre',
  'token',
  'callbackURL',
];
const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), edgeString), { maxLength: 4 });

/** Percent-encodes any string, lone surrogates included (sent as the bytes a broken client would send). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

type Actor = 'visitor' | 'ana' | 'luis' | 'anaToken' | 'junkBearer';
const ACTORS: Actor[] = ['visitor', 'ana', 'luis', 'anaToken', 'junkBearer'];

/** What a broken or hostile client puts in Authorization: a cut or altered token, or no token at all. */
const junkAuthorization = fc.oneof(
  fc.constantFrom(
    '',
    'Bearer',
    'Bearer ',
    'Basic YWxhZGRpbjpvcGVu',
    'bearer surcos_pat_',
    'Bearer surcos_pat_x',
  ),
  fc.nat({ max: 50 }).map((cut) => `Bearer ${anaToken.slice(0, -1 - cut)}`),
  fc
    .nat({ max: 50 })
    .map((at) => `Bearer ${anaToken.slice(0, -1 - at)}${anaToken.at(-1) === 'A' ? 'B' : 'A'}`),
  fc
    .string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 80,
    })
    .map((text) => `Bearer ${text}`),
);

function headersOf(actor: Actor, junk: string): Record<string, string> {
  switch (actor) {
    case 'ana':
    case 'luis':
      return { cookie: (actor === 'ana' ? ana : luis).cookie, origin: TEST_ORIGIN };
    case 'anaToken':
      return bearer(anaToken);
    case 'junkBearer':
      return { authorization: junk };
    case 'visitor':
      return {};
  }
}

function request(method: Method, url: string, actor: Actor, payload: unknown, junk: string): InjectOptions {
  const headers = headersOf(actor, junk);
  const options: InjectOptions = { method, url, headers };
  if (method === 'GET' || payload === undefined) return options;
  if (typeof payload === 'string' && !payload.startsWith('"')) {
    headers['content-type'] = 'application/json';
    return { ...options, payload };
  }
  return {
    ...options,
    payload: JSON.stringify(payload),
    headers: { ...headers, 'content-type': 'application/json' },
  };
}

function checkAnswer(response: LightMyRequestResponse, label: string): void {
  expect(
    response.statusCode,
    `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const parsed = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
  expect(Object.keys(parsed), label).toEqual(['error']);
  expect(ERROR_CODES, label).toContain(parsed.error?.code);
  const message = parsed.error?.message;
  expect(typeof message === 'string' && message.length > 0, label).toBe(true);
  expect(isSpanish(message as string), `${label}: «${String(message)}» is not a Spanish text`).toBe(true);
}

beforeAll(async () => {
  // Tokens are limited per minute; here they only meet malformed input.
  ctx = await createTestContext({ TOKEN_REQUESTS_PER_MINUTE: '100000' });
  ana = await createUser(ctx.app, { name: 'Ana' });
  luis = await createUser(ctx.app, { name: 'Luis' });
  anaToken = (await createToken(ctx.app, ana)).token;
  const headers = { cookie: ana.cookie, origin: TEST_ORIGIN };
  await ctx.app.inject({ method: 'PUT', url: '/api/me/albums/sc-0001', headers });
  const collection = await ctx.app.inject({
    method: 'POST',
    url: '/api/collections',
    headers,
    payload: { name: 'Base', albumIds: ['sc-0001'] },
  });
  collectionId = collection.json<{ id: string }>().id;
  const conversation = await ctx.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers,
    payload: { userId: luis.id },
  });
  conversationId = conversation.json<{ id: string }>().id;
  routes = apiRoutesOf(ctx.app.printRoutes({ commonPrefix: false })).filter(
    ([method, path]) => !LEFT_OUT.has(`${method} ${path}`),
  );
  tables = await listTables();
});
afterAll(() => ctx.close());

describe('fuzzing every API route', () => {
  it('found the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual(['POST', '/api/conversations/:id/read']);
    expect(tables).toContain('album_owner');
  });

  it(
    'answers malformed input with a Spanish 4xx and changes nothing when it refuses',
    // Every route's runs: 9–35 s on an idle machine, and past 50 s beside other work.
    { timeout: 120_000 },
    async () => {
      const id = fc.oneof(
        edgeString,
        fc.constantFrom(
          'sc-0001',
          'sc-9999',
          () => luis.id,
          () => ana.id,
          () => conversationId,
          () => collectionId,
        ),
      );
      for (const [method, path] of routes) {
        const property = fc.asyncProperty(
          id,
          query,
          body,
          fc.constantFrom(...ACTORS),
          junkAuthorization,
          async (rawId, pairs, payload, actor, junk) => {
            const idText = typeof rawId === 'function' ? rawId() : rawId;
            const search = pairs.map(([key, each]) => `${key}=${encode(each)}`).join('&');
            const url = `${path.replace(/:(id|code)\b/, encode(idText) || '%20')}${search ? `?${search}` : ''}`;
            const label = `${actor} ${method} ${url.slice(0, 120)}`;
            const isWrite = method !== 'GET';
            const before = isWrite ? await snapshot() : null;
            const response = await ctx.app.inject(request(method, url, actor, payload, junk));
            checkAnswer(response, label);
            if (before && response.statusCode >= 400) {
              expect(await snapshot(), `${label} was refused but changed rows`).toEqual(before);
            }
          },
        );
        await fc.assert(property, {
          numRuns: RUNS_PER_ROUTE,
          interruptAfterTimeLimit: MS_PER_ROUTE,
          markInterruptAsFailure: false,
        });
      }
    },
  );
});
