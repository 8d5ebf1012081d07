import type { Context } from '@fedify/fedify';
import type { webcrypto } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { Dialect } from '../../src/db/database.ts';
import { jwkToKey } from '../../src/modules/federation/crypto-keys.ts';
import { type ConfigOverrides, TEST_ORIGIN, type TestContext, createTestContext } from './app.ts';
import { freePort } from './ports.ts';
import { as } from './requests.ts';
import { createUser, type TestUser } from './users.ts';

export { freePort };

/** How long a test of several servers' round trips may take on a busy machine. */
export const ROUND_TRIPS_MS = 60_000;
/** How long, and how often, a test waits for what another server's delivery does. */
export const ROUND_TRIP_WAIT = { timeout: 30_000, interval: 50 };

/** One Surcos on loopback with federation on, as another server sees it at `url`. */
export interface Instance {
  ctx: TestContext;
  url: string;
  /** `host:port`, as in a member's `@handle@host`. */
  host: string;
}

/** An activity as an instance's inbox got it, and what its Fedify answered (202: its signature verified). */
export interface Received {
  activity: Record<string, unknown> & { type: string; object?: unknown; actor?: string };
  status: number;
}

/**
 * Records every delivery `instance` takes, where its Fedify takes it (the bridge calls `fetch`),
 * with Fedify's answer; answers the list it fills.
 */
export function recordDeliveries(instance: Instance): Received[] {
  const received: Received[] = [];
  const fedify = instance.ctx.app.federation!.federation;
  const original = fedify.fetch.bind(fedify);
  fedify.fetch = async (request, options) => {
    if (request.method !== 'POST') return original(request, options);
    const activity = (await request.clone().json()) as Received['activity'];
    const response = await original(request, options);
    received.push({ activity, status: response.status });
    return response;
  };
  return received;
}

/**
 * On the suite's database, or on `dialect`'s whatever the suite's (see
 * `createTestContext`); `overrides` set what no variable does (an import's pace).
 */
export async function federatedInstance(
  settings: Record<string, string> = {},
  dialect?: Dialect,
  overrides: Omit<ConfigOverrides, 'federation'> = {},
): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext(
    {
      FEDERATION: 'on',
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
      PUBLIC_URL: url,
      // The app's requests in tests (`as`) come from the test origin, not from the instance's address.
      ALLOWED_ORIGINS: TEST_ORIGIN,
      ...settings,
    },
    // Instances on one busy machine answer each other slowly; only the deadline's own test shortens it.
    { ...overrides, federation: { lookupDeadlineMs: 30_000 } },
    dialect,
  );
  await ctx.app.listen({ port, host: '127.0.0.1' });
  expect((ctx.app.server.address() as AddressInfo).port).toBe(port);
  return { ctx, url, host: `127.0.0.1:${port}` };
}

/** The settings of an instance with an admin: `instanceAdmin` is one (an ADMIN_EMAILS address). */
export const WITH_ADMIN = { ADMIN_EMAILS: 'jefa@example.com' };

/** The admin of an instance started with `WITH_ADMIN`, with the address verified (or it would not be one). */
export const instanceAdmin = (at: Instance) =>
  createUser(at.ctx.app, { name: 'Jefa', email: WITH_ADMIN.ADMIN_EMAILS, emailVerified: true });

/** Closes the instances a file started; one whose start failed is left out. */
export const closeInstances = async (...instances: (Instance | undefined)[]) => {
  await Promise.all(instances.flatMap((instance) => (instance ? [instance.ctx.close()] : [])));
};

/** A member of `at` with the given handle. */
export async function federatedMember(at: Instance, name: string, handle: string) {
  const user = await createUser(at.ctx.app, { name });
  await at.ctx.app.db.updateTable('user').set({ handle }).where('id', '=', user.id).execute();
  return user;
}

/**
 * `member` of `from` follows `address` (`@handle@host`) the way the app does
 * (`PUT /api/remote/follows`), and the other server's `Accept` has arrived.
 */
export async function followAcross(from: Instance, member: TestUser, address: string): Promise<void> {
  const response = await as(from.ctx.app, member).put('/api/remote/follows', { address });
  expect(response.statusCode).toBe(200);
  const actorUrl = response.json<{ actorUrl: string }>().actorUrl;
  await vi.waitFor(async () => {
    const follow = await from.ctx.app.db
      .selectFrom('remote_follow')
      .select('state')
      .where('user_id', '=', member.id)
      .where('actor_id', '=', actorUrl)
      .executeTakeFirst();
    expect(follow?.state).toBe('accepted');
  }, ROUND_TRIP_WAIT);
}

/** Requests of a member of `instance` (whose ALLOWED_ORIGINS has the test origin). */
export const asMemberOf = (instance: Instance, user: TestUser) => as(instance.ctx.app, user);

/** The member's follows of remote actors, by actor. */
export const followsOf = (instance: Instance, member: Pick<TestUser, 'id'>) =>
  instance.ctx.app.db
    .selectFrom('remote_follow')
    .select(['actor_id', 'state'])
    .where('user_id', '=', member.id)
    .orderBy('actor_id')
    .execute();

/** The member's followers on other servers, by actor. */
export const followersOf = (instance: Instance, member: Pick<TestUser, 'id'>) =>
  instance.ctx.app.db
    .selectFrom('remote_follower')
    .select('actor_id')
    .where('user_id', '=', member.id)
    .orderBy('actor_id')
    .execute();

/** The member's RSA private key (`#main-key`), made the first time their actor was fetched or signed. */
export async function signingKeyIn(app: FastifyInstance, userId: string): Promise<webcrypto.CryptoKey> {
  const key = await app.db
    .selectFrom('actor_key')
    .select('private_key')
    .where('user_id', '=', userId)
    .where('algorithm', '=', 'rsa')
    .executeTakeFirstOrThrow();
  return jwkToKey(JSON.parse(key.private_key) as webcrypto.JsonWebKey, 'private');
}

export const signingKeyOf = (instance: Instance, userId: string) => signingKeyIn(instance.ctx.app, userId);

/** `instance`'s Fedify acting for its members, under its outbound policy. */
export function actingOn<T>(instance: Instance, work: (ctx: Context<void>) => Promise<T>): Promise<T> {
  const runtime = instance.ctx.app.federation!;
  return runtime.outbound(() => work(runtime.federation.createContext(new URL(instance.url), undefined)));
}
