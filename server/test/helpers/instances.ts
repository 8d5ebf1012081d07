import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import { TEST_ORIGIN, type TestContext, createTestContext } from './app.ts';
import { freePort } from './ports.ts';
import { as } from './requests.ts';
import { createUser, type TestUser } from './users.ts';

export { freePort };

/** One Surcos on loopback with federation on, as another server sees it at `url`. */
export interface Instance {
  ctx: TestContext;
  url: string;
  /** `host:port`, as in a member's `@handle@host`. */
  host: string;
}

export async function federatedInstance(settings: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext({
    FEDERATION: 'on',
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
    PUBLIC_URL: url,
    // The app's requests in tests (`as`) come from the test origin, not from the instance's address.
    ALLOWED_ORIGINS: TEST_ORIGIN,
    ...settings,
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  expect((ctx.app.server.address() as AddressInfo).port).toBe(port);
  return { ctx, url, host: `127.0.0.1:${port}` };
}

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
  await vi.waitFor(
    async () => {
      const follow = await from.ctx.app.db
        .selectFrom('remote_follow')
        .select('state')
        .where('user_id', '=', member.id)
        .where('actor_id', '=', actorUrl)
        .executeTakeFirst();
      expect(follow?.state).toBe('accepted');
    },
    { timeout: 30_000, interval: 50 },
  );
}
