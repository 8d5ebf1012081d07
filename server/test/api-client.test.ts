import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from './helpers/app.ts';
import { listen } from './helpers/sockets.ts';
import { createUser, type TestUser } from './helpers/users.ts';
import { collectionCsv } from './helpers/imports.ts';
import type { paths } from './api/api-paths.generated.ts';

/**
 * The API through a client generated from /api/openapi.json (openapi-typescript types,
 * openapi-fetch), against the real server on a socket: every documented operation is called,
 * and every answer is checked against the schema the document gives for its status and type.
 * What passes here is what the document promises.
 */

interface Answer {
  description: string;
  content?: Record<string, { schema?: object }>;
}
type Document = { paths: Record<string, Record<string, { responses: Record<string, Answer> }>> };

const ADMIN_EMAIL = 'jefa-api@example.com';

/** Operations no call here can bring to a success: each answers an error, which is checked too. */
const ONLY_ERRORS: Record<string, string> = {
  'GET /api/auth/verify-email': 'needs the link mailed to a new address',
  'POST /api/auth/reset-password': 'needs the link mailed for a reset',
  'POST /api/auth/check-reset-token': 'needs the link mailed for a reset',
  'GET /api/notifications/unsubscribe': 'needs the signed link of a digest mail',
  'POST /api/me/copies/{copyId}/edition': 'the bundled catalog has no two pressings of one master',
  'POST /api/notifications/unsubscribe': 'needs the signed link of a digest mail',
  'GET /api/remote/accounts':
    'federation is off here; federation-remote-follows.test.ts follows across servers',
  'PUT /api/remote/follows':
    'federation is off here; federation-remote-follows.test.ts follows across servers',
  'GET /api/remote/profile':
    'federation is off here; federation-remote-profile.test.ts reads profiles across servers',
  'PUT /api/remote/blocks':
    'no remote account is known here; federation-blocks.test.ts blocks across servers',
};

let ctx: TestContext;
let document: Document;
let ana: TestUser;
let luis: TestUser;
let admin: TestUser;
const called = new Map<string, number[]>();
const mismatches: string[] = [];

const ajv = formats
  .default(new Ajv2020({ strict: false, allErrors: false }))
  // zod writes startsWith as this format beside the pattern that checks it.
  .addFormat('starts_with', true);

/** Checks each answer against the document: its status must be described, and its body match. */
const checkAgainstDocument: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const operation = `${request.method} ${schemaPath}`;
    called.set(operation, [...(called.get(operation) ?? []), response.status]);
    const answers = document.paths[schemaPath]?.[request.method.toLowerCase()]?.responses ?? {};
    const status = String(response.status);
    const answer = answers[status] ?? answers[`${status[0]}XX`];
    if (!answer) {
      mismatches.push(`${operation}: ${status} is not documented`);
      return;
    }
    const text = await response.clone().text();
    if (!answer.content) {
      if (text !== '') mismatches.push(`${operation}: ${status} has a body the document does not describe`);
      return;
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
    const media = answer.content[type];
    if (!media?.schema) {
      mismatches.push(
        `${operation}: ${status} answered ${type}, documented ${Object.keys(answer.content).join()}`,
      );
      return;
    }
    const pointer = ['paths', schemaPath, request.method.toLowerCase(), 'responses']
      .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/');
    const key = `${pointer}/${answers[status] ? status : `${status[0]}XX`}/content/${type.replaceAll('/', '~1')}/schema`;
    const validate = ajv.getSchema(`openapi#/${key}`);
    const body: unknown = type === 'application/json' ? JSON.parse(text) : text;
    if (!validate) mismatches.push(`${operation}: no schema at ${key}`);
    else if (!validate(body)) mismatches.push(`${operation} ${status}: ${ajv.errorsText(validate.errors)}`);
  },
};

/** The client, as a member (their session cookie; writes from the app's origin) or a visitor. */
function clientOf(url: string, user?: TestUser | string): Client<paths> {
  const cookie = typeof user === 'string' ? user : user?.cookie;
  const client = createClient<paths>({
    baseUrl: url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  client.use(checkAgainstDocument);
  return client;
}

/** The session cookie a sign-in answered with. */
const cookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((each) => each.split(';')[0] ?? '')
    .join('; ');

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: ADMIN_EMAIL });
  [ana, luis, admin] = await Promise.all([
    createUser(ctx.app, { name: 'Ana' }),
    createUser(ctx.app, { name: 'Luis' }),
    createUser(ctx.app, { name: 'Jefa', email: ADMIN_EMAIL, emailVerified: true }),
  ]);
  const url = await listen(ctx.app);
  document = (await (await fetch(`${url}/api/openapi.json`)).json()) as Document;
  ajv.addSchema(document, 'openapi');
  clients = {
    url,
    visitor: clientOf(url),
    ana: clientOf(url, ana),
    luis: clientOf(url, luis),
    admin: clientOf(url, admin),
  };
});
afterAll(() => ctx.close());

let clients: {
  url: string;
  visitor: Client<paths>;
  ana: Client<paths>;
  luis: Client<paths>;
  admin: Client<paths>;
};

describe('the generated client against the real server', () => {
  test('every documented operation answers as the document says', { timeout: 60_000 }, async () => {
    const { visitor, url } = clients;
    const a = clients.ana;
    const l = clients.luis;
    const j = clients.admin;
    const album = 'sc-0001';

    // Accounts, through better-auth.
    const account = { name: 'Nueva', email: `nueva-${Date.now()}@example.com`, password: 'vinilo-secreto-9' };
    await visitor.GET('/api/users/handle-available', { params: { query: { handle: 'nueva_discos' } } });
    await visitor.POST('/api/auth/sign-up/email', { body: { ...account, handle: 'nueva_discos' } });
    const signedIn = await visitor.POST('/api/auth/sign-in/email', {
      body: { email: account.email, password: account.password },
    });
    const fresh = clientOf(url, cookieOf(signedIn.response));
    const another = await visitor.POST('/api/auth/sign-in/email', {
      body: { email: account.email, password: account.password },
    });
    await clientOf(url, cookieOf(another.response)).POST('/api/auth/sign-out');
    await fresh.GET('/api/auth/get-session');
    await fresh.GET('/api/session');
    await fresh.POST('/api/auth/update-user', { body: { name: 'Nueva Discos' } });
    await fresh.PUT('/api/me/handle', { body: { handle: 'nueva_en_surcos' } });
    await fresh.PUT('/api/me/handle', { body: { handle: 'nueva_otra_vez' } });
    await fresh.POST('/api/auth/change-email', { body: { newEmail: `otra-${Date.now()}@example.com` } });
    await fresh.POST('/api/auth/change-password', {
      body: { currentPassword: account.password, newPassword: 'vinilo-secreto-10' },
    });
    await visitor.POST('/api/auth/request-password-reset', { body: { email: account.email } });
    await visitor.POST('/api/auth/check-reset-token', { body: { token: 'caducado' } });
    await visitor.POST('/api/auth/reset-password', {
      body: { token: 'caducado', newPassword: 'vinilo-secreto-11' },
    });
    await visitor.GET('/api/auth/verify-email', { params: { query: { token: 'caducado' } } });
    await fresh.POST('/api/auth/delete-user', { body: { password: 'vinilo-secreto-10' } });

    // Albums, the wishlist, copies, hand-made albums.
    await a.GET('/api/music/search', { params: { query: { q: 'luna' } } });
    await visitor.GET('/api/albums/{id}', { params: { path: { id: album } } });
    await a.PUT('/api/me/albums/{id}', { params: { path: { id: album } } });
    await l.PUT('/api/me/albums/{id}', { params: { path: { id: 'sc-0002' } } });
    await a.PUT('/api/me/albums/{id}', { params: { path: { id: 'sc-0004' } } });
    await a.DELETE('/api/me/albums/{id}', { params: { path: { id: 'sc-0004' } } });
    await a.GET('/api/me/albums', { params: { query: { sort: 'artistAsc' } } });
    await a.GET('/api/me/albums/all');
    await a.PUT('/api/me/wishlist/{id}', { params: { path: { id: 'sc-0002' } } });
    await a.GET('/api/me/wishlist');
    const copy = await a.POST('/api/me/albums/{id}/copies', {
      params: { path: { id: album } },
      body: { folder: 'Jazz', mediaCondition: 'Near Mint (NM or M-)', rating: 5 },
    });
    const copyId = copy.data?.id ?? 'ninguna';
    await a.GET('/api/me/albums/{id}/copies', { params: { path: { id: album } } });
    await a.PUT('/api/me/copies/{copyId}', {
      params: { path: { copyId } },
      body: { notes: 'Primera edición' },
    });
    await a.GET('/api/me/folders');
    const removed = await a.POST('/api/me/copies/{copyId}/remove', { params: { path: { copyId } } });
    const undo = removed.data?.undo ?? 'caducado';
    await a.POST('/api/me/albums/bulk/undo', { body: { token: undo } });
    const another2 = await a.POST('/api/me/albums/{id}/copies', {
      params: { path: { id: album } },
      body: {},
    });
    await a.GET('/api/albums/{id}/editions', { params: { path: { id: album } } });
    await a.POST('/api/me/copies/{copyId}/edition', {
      params: { path: { copyId: another2.data?.id ?? 'ninguna' } },
      body: { albumId: 'sc-0002' },
    });
    await a.DELETE('/api/me/copies/{copyId}', {
      params: { path: { copyId: another2.data?.id ?? 'ninguna' } },
    });
    await a.POST('/api/me/albums/bulk', { body: { action: 'move', albumIds: [album], folder: 'Jazz' } });
    const made = await a.POST('/api/me/hand-made-albums', {
      body: { name: 'Maqueta', artist: 'Los Surcos' },
    });
    const madeId = made.data?.id ?? 'm-0';
    await a.PUT('/api/me/hand-made-albums/{id}', {
      params: { path: { id: madeId } },
      body: { name: 'Maqueta 2', artist: 'Los Surcos' },
    });
    await a.GET('/api/music/barcode/{code}', { params: { path: { code: '5012345678900' } } });
    await a.GET('/api/me/barcodes');

    // Explorar, people, collections, follows, the feed, matches.
    await a.GET('/api/albums');
    await a.GET('/api/collections');
    await visitor.GET('/api/public-activity');
    await a.GET('/api/users');
    await visitor.GET('/api/users/{id}', { params: { path: { id: luis.id } } });
    await visitor.GET('/api/users/{id}/albums', { params: { path: { id: luis.id } } });
    await visitor.GET('/api/users/{id}/collections', { params: { path: { id: luis.id } } });
    await visitor.GET('/api/users/{id}/stats', { params: { path: { id: luis.id } } });
    const collection = await a.POST('/api/collections', { body: { name: 'Favoritos', albumIds: [album] } });
    const collectionId = collection.data?.id ?? 'ninguna';
    await a.GET('/api/me/collections');
    await visitor.GET('/api/collections/{id}', { params: { path: { id: collectionId } } });
    await a.PUT('/api/collections/{id}', {
      params: { path: { id: collectionId } },
      body: { name: 'Favoritas', albumIds: [album] },
    });
    await l.PUT('/api/users/{id}/follow', { params: { path: { id: ana.id } } });
    await a.PUT('/api/users/{id}/follow', { params: { path: { id: luis.id } } });
    await a.GET('/api/me/followers');
    await a.GET('/api/me/following');
    await a.GET('/api/remote/accounts', { params: { query: { address: '@bob@discos.example' } } });
    await a.GET('/api/remote/profile', { params: { query: { address: '@bob@discos.example' } } });
    await a.PUT('/api/remote/follows', { body: { address: '@bob@discos.example' } });
    await a.DELETE('/api/remote/follows', {
      params: { query: { actor: 'https://discos.example/users/bob' } },
    });
    await a.PUT('/api/remote/blocks', { body: { actor: 'https://discos.example/users/bob' } });
    await a.DELETE('/api/remote/blocks', {
      params: { query: { actor: 'https://discos.example/users/bob' } },
    });
    await a.GET('/api/me/remote-blocks');
    await a.GET('/api/feed');
    await a.POST('/api/feed/visit');
    await a.GET('/api/me/matches');
    await a.GET('/api/me/matches/albums', { params: { query: { ids: album } } });
    await a.GET('/api/me/counts');
    await a.GET('/api/me/stats');

    // Messages.
    const conversation = await a.POST('/api/conversations', { body: { userId: luis.id } });
    const conversationId = conversation.data?.id ?? 'ninguna';
    await a.GET('/api/conversations');
    await a.GET('/api/conversations/{id}', { params: { path: { id: conversationId } } });
    const message = await a.POST('/api/conversations/{id}/messages', {
      params: { path: { id: conversationId } },
      body: { text: '¿Lo cambias?' },
    });
    await a.GET('/api/conversations/{id}/messages', { params: { path: { id: conversationId } } });
    await l.POST('/api/conversations/{id}/read', { params: { path: { id: conversationId } } });

    // Notifications (Luis's follow made one for Ana).
    const notifications = await a.GET('/api/me/notifications');
    const notificationId = notifications.data?.items[0]?.id ?? 'ninguna';
    await a.GET('/api/me/notifications/summary');
    await a.POST('/api/me/notifications/{id}/read', { params: { path: { id: notificationId } } });
    await a.POST('/api/me/notifications/read');
    const preferences = await a.GET('/api/me/notifications/preferences');
    await a.PUT('/api/me/notifications/preferences', {
      body: { preferences: preferences.data?.preferences ?? [] },
    });
    await visitor.GET('/api/notifications/unsubscribe', { params: { query: { token: 'caducado' } } });
    await visitor.POST('/api/notifications/unsubscribe', { params: { query: { token: 'caducado' } } });
    // The member's language, back to Spanish so the rest of the walk reads as before.
    await a.PUT('/api/me/language', { body: { language: 'en' } });
    await a.PUT('/api/me/language', { body: { language: 'es' } });

    // Imports and exports.
    const csv = collectionCsv([{ release_id: '1', Artist: 'Los Surcos', Title: 'Maqueta' }]);
    const asCsv = {
      bodySerializer: (body: unknown) => String(body),
      headers: { 'content-type': 'text/csv' },
    };
    const preview = await a.POST('/api/imports/preview', { body: csv as never, ...asCsv });
    // The file is planned in the background: it may be started once its preview is ready.
    for (let tries = 0; tries < 100; tries += 1) {
      const current = await a.GET('/api/imports/current');
      if (current.data?.job?.state !== 'planning') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await a.POST('/api/imports/{id}/start', { params: { path: { id: preview.data?.id ?? 'ninguna' } } });
    const started = await l.POST('/api/imports', { body: csv as never, ...asCsv });
    const startedId = started.data?.id ?? 'ninguna';
    await l.POST('/api/imports/{id}/cancel', { params: { path: { id: startedId } } });
    await l.GET('/api/imports/{id}/report', { params: { path: { id: startedId } }, parseAs: 'text' });
    // Someone with no import under way: one at a time per member.
    await j.POST('/api/imports/account', { body: { username: 'alguien' } });
    await a.GET('/api/me/export/collection.csv', { parseAs: 'text' });
    await a.GET('/api/me/export/wantlist.csv', { parseAs: 'text' });
    await a.GET('/api/me/export.json');

    // Tokens.
    const token = await a.POST('/api/me/tokens', { body: { name: 'Hoja de cálculo', scope: 'read' } });
    await a.GET('/api/me/tokens');
    await a.DELETE('/api/me/tokens/{id}', { params: { path: { id: token.data?.id ?? 'ninguna' } } });

    // Reports and the admin area.
    await l.POST('/api/reports', {
      body: { targetKind: 'message', targetId: message.data?.id ?? 'ninguno', reason: 'spam' },
    });
    const reports = await j.GET('/api/admin/reports');
    await j.POST('/api/admin/reports/{id}/resolve', {
      params: { path: { id: reports.data?.items[0]?.id ?? 'ninguna' } },
      body: { action: 'dismiss' },
    });
    await j.GET('/api/admin/users');
    await j.POST('/api/admin/users/{id}/suspend', {
      params: { path: { id: luis.id } },
      body: { reason: 'Spam' },
    });
    await j.DELETE('/api/admin/users/{id}/suspend', { params: { path: { id: luis.id } } });
    await j.GET('/api/admin/figures');
    await j.GET('/api/admin/audit');
    await j.PUT('/api/admin/domain-blocks', { body: { host: 'spam.example', reason: 'Spam' } });
    await j.GET('/api/admin/servers');
    await j.DELETE('/api/admin/domain-blocks', { params: { query: { host: 'spam.example' } } });

    // Undoing: the wishlist, the collection, follows, blocks and mutes, and an account.
    await a.DELETE('/api/me/wishlist/{id}', { params: { path: { id: 'sc-0002' } } });
    await a.DELETE('/api/collections/{id}', { params: { path: { id: collectionId } } });
    await a.DELETE('/api/users/{id}/follow', { params: { path: { id: luis.id } } });
    await a.PUT('/api/users/{id}/mute', { params: { path: { id: luis.id } } });
    await a.GET('/api/me/mutes');
    await a.DELETE('/api/users/{id}/mute', { params: { path: { id: luis.id } } });
    await a.PUT('/api/users/{id}/block', { params: { path: { id: luis.id } } });
    await a.GET('/api/me/blocks');
    await a.DELETE('/api/users/{id}/block', { params: { path: { id: luis.id } } });
    await j.DELETE('/api/admin/users/{id}', { params: { path: { id: luis.id } } });

    expect(mismatches, 'answers that differ from /api/openapi.json').toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(
      documented.filter((operation) => !called.has(operation)),
      'a documented operation nobody calls: add its call above',
    ).toEqual([]);
    const neverSucceeded = documented.filter(
      (operation) => !(called.get(operation) ?? []).some((status) => status < 400),
    );
    expect(neverSucceeded.sort()).toEqual(Object.keys(ONLY_ERRORS).sort());
  });
});
