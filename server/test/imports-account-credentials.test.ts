import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@surcos/contracts/errors';
import { texts } from '@surcos/contracts/texts';
import { accountBasePath } from '../src/modules/imports/discogs-account.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { PRIVATE_ACCOUNT, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { waitForJob } from './helpers/imports.ts';

/** The instance's own token: it opens its owner's private Discogs collection. */
const OPERATOR_TOKEN = 'token-del-operador';

let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeDiscogs();
  ctx = await createTestContext(
    { DISCOGS_BASE_URL: fake.url, DISCOGS_TOKEN: OPERATOR_TOKEN },
    { imports: { batchSize: 50, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false } },
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const startAccount = (user: TestUser, body: Record<string, unknown>) =>
  as(ctx.app, user).post('/api/imports/account', body);

/** The authorization each request for an account listing carried, in order. */
const listingAuthorizations = () =>
  fake.requests
    .filter((request) => request.path.startsWith('/users/'))
    .map((request) => request.headers.authorization ?? null);

describe("account imports and the instance's Discogs token", () => {
  it("never list a private collection with the instance's token: without the member's own, no token at all", async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    fake.requests.length = 0;
    expect((await startAccount(ana, { username: PRIVATE_ACCOUNT })).statusCode).toBe(201);
    const denied = await waitForJob(ctx.app, ana, (job) => job.state === 'failed');
    expect(denied.error).toBe(texts.imports.accountPrivate);
    expect(denied.preview).toBeNull();
    expect(listingAuthorizations()).toEqual([null]);

    // With a token of her own, that one is sent, and only that one.
    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    fake.requests.length = 0;
    expect(
      (await startAccount(bruno, { username: PRIVATE_ACCOUNT, token: 'token-de-bruno' })).statusCode,
    ).toBe(201);
    const listed = await waitForJob(ctx.app, bruno, (job) => job.state === 'ready');
    expect(listed.preview?.rowsRecognised).toBeGreaterThan(0);
    const sent = listingAuthorizations();
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set(['Discogs token=token-de-bruno']));
  });

  it('refuses a username Discogs could not have, such as dots alone, and builds paths from one segment', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    for (const username of ['..', '.', 'a/b', 'a%2F..', 'nombre con espacios']) {
      const response = await startAccount(ana, { username });
      expect(response.statusCode, username).toBe(400);
      expect(response.json<ErrorBody>().error.message).toBe(texts.imports.usernameInvalid);
    }
    expect(accountBasePath('..')).toBeNull();
    expect(accountBasePath('...')).toBeNull();
    expect(accountBasePath('ana.discos_2-b')).toBe('/users/ana.discos_2-b');
    expect(accountBasePath('..a')).toBe('/users/..a');
  });
});
