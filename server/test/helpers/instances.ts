import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { type TestContext, createTestContext } from './app.ts';
import { freePort } from './ports.ts';
import { createUser } from './users.ts';

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
