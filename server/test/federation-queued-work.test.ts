import type { AuditPage } from '@surcos/contracts/admin';
import type { KnownServerList } from '@surcos/contracts/remote-blocks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  followersOf,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  instanceAdmin,
  WITH_ADMIN,
  closeInstances,
} from './helpers/instances.ts';
import { as } from './helpers/requests.ts';
import type { TestUser } from './helpers/users.ts';

let a: Instance;
let b: Instance;
let ana: TestUser;
let jefa: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(WITH_ADMIN), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  jefa = await instanceAdmin(a);
  bob = await federatedMember(b, 'Bob', 'bob');
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

const queued = () => a.ctx.app.db.selectFrom('federation_message').select('id').execute();
const servers = async () =>
  (await as(a.ctx.app, jefa).get('/api/admin/servers')).json<KnownServerList>().items;
const blockB = (reason: string) =>
  as(a.ctx.app, jefa).put('/api/admin/domain-blocks', { host: b.host, reason });

describe("Fedify's own log", () => {
  it("goes to the app's log: an unsigned delivery's refusal is there, named as Fedify's", async () => {
    const error = vi.spyOn(a.ctx.app.log, 'error');
    try {
      const response = await fetch(`${a.url}/users/ana/inbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json' },
        body: JSON.stringify({
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: `${b.url}/users/bob#follows/unsigned`,
          type: 'Follow',
          actor: `${b.url}/users/bob`,
          object: `${a.url}/users/ana`,
        }),
      });
      expect(response.status).toBe(401);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({
          module: 'fedify',
          category: expect.stringMatching(/^fedify\./) as unknown,
        }),
        "Failed to verify the request's HTTP Signatures.",
      );
    } finally {
      error.mockRestore();
    }
  });
});

describe('a server blocked by an admin', () => {
  it(
    'work its inbox deliveries queued before the block is dropped when the queue reaches it, not applied',
    async () => {
      // A takes deliveries but works none of them off: its queue's worker is stopped.
      await a.ctx.app.federation!.stop();
      const followed = await as(b.ctx.app, bob).put('/api/remote/follows', { address: `@ana@${a.host}` });
      expect(followed.statusCode).toBe(200);
      // B's Follow arrived (A's inbox answered 202) and waits in A's queue.
      await vi.waitFor(async () => expect(await queued()).toHaveLength(1), ROUND_TRIP_WAIT);
      expect((await blockB('Spam')).statusCode).toBe(204);

      // A worker on A's database takes it: dropped, so Bob does not follow Ana.
      // (Closed with A's context.)
      await a.ctx.buildAnother();
      await vi.waitFor(async () => expect(await queued()).toEqual([]), ROUND_TRIP_WAIT);
      expect(await followersOf(a, ana)).toEqual([]);
    },
    ROUND_TRIPS_MS,
  );

  it('blocked again with a new reason keeps one block, with the new reason, and one audit entry', async () => {
    const since = (await servers()).find((server) => server.host === b.host)?.blocked?.since;
    expect((await blockB('Spam y acoso')).statusCode).toBe(204);
    expect((await servers()).find((server) => server.host === b.host)?.blocked).toEqual({
      reason: 'Spam y acoso',
      since,
    });
    const audit = (await as(a.ctx.app, jefa).get('/api/admin/audit')).json<AuditPage>().items;
    expect(
      audit.filter((entry) => entry.action === 'domain.block' && entry.targetLabel === b.host),
    ).toHaveLength(1);
  });
});
