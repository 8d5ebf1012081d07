import { HOLDINGS_SYNC } from '../src/config.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { createUser } from './helpers/users.ts';

const ACTIVITY_JSON = 'application/activity+json';
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('federation off (the default without https)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers none of its addresses', async () => {
    expect(ctx.config.federation.enabled).toBe(false);
    for (const url of [
      '/.well-known/webfinger?resource=acct:ana@localhost:3000',
      '/.well-known/nodeinfo',
      '/nodeinfo/2.1',
      '/users/ana',
      '/users/ana/outbox',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: ACTIVITY_JSON } });
      expect(response.statusCode, url).toBe(404);
    }
    const delivery = await ctx.app.inject({
      method: 'POST',
      url: '/inbox',
      headers: { 'content-type': ACTIVITY_JSON },
      payload: '{}',
    });
    expect(delivery.statusCode).toBe(404);
  });
});

describe('federation on', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'surcos-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Surcos</title><div id="root"></div>',
    );
    ctx = await createTestContext(
      { FEDERATION: 'on' },
      {
        webDir,
        federation: {
          enabled: true,
          allowPrivateAddresses: false,
          queuePollMs: 2_000,
          queueLeaseMs: 120_000,
          inboxDeliveriesPerMinute: 5,
          lookupDeadlineMs: 8_000,
          holdings: HOLDINGS_SYNC,
        },
      },
    );
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = ACTIVITY_JSON) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept } });

  it('names Surcos in NodeInfo 2.1, with its members counted', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const suspended = await createUser(ctx.app, { name: 'Bea' });
    await ctx.app.db
      .updateTable('user')
      .set({ suspendedAt: Date.now() })
      .where('id', '=', suspended.id)
      .execute();
    await ctx.app.db
      .insertInto('notification_digest')
      .values({ user_id: ana.id, sent_at: 0, active_at: Date.now() })
      .execute();

    const discovery = await get('/.well-known/nodeinfo', 'application/json');
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toEqual({
      links: [
        {
          rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
          href: 'http://localhost:3000/nodeinfo/2.1',
          type: 'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"',
        },
      ],
    });

    const nodeInfo = await get('/nodeinfo/2.1', 'application/json');
    expect(nodeInfo.statusCode).toBe(200);
    expect(nodeInfo.headers['content-type']).toContain('application/json');
    expect(nodeInfo.json()).toMatchObject({
      version: '2.1',
      software: { name: 'surcos', version },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts: 0 },
    });
  });

  it('answers WebFinger for nobody it knows with 404, and a query without a resource with 400', async () => {
    const unknown = await get(
      '/.well-known/webfinger?resource=acct:nadie@localhost:3000',
      'application/jrd+json',
    );
    expect(unknown.statusCode).toBe(404);
    const otherHost = await get(
      '/.well-known/webfinger?resource=acct:nadie@example.com',
      'application/jrd+json',
    );
    expect(otherHost.statusCode).toBe(404);
    expect((await get('/.well-known/webfinger')).statusCode).toBe(400);
  });

  it('refuses an unsigned delivery, a malformed one and one too large, storing nothing', async () => {
    const activity = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: 'https://remote.example/activities/1',
      type: 'Follow',
      actor: 'https://remote.example/users/eve',
      object: 'http://localhost:3000/users/ana',
    };
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/inbox',
        headers: { 'content-type': ACTIVITY_JSON },
        payload,
      });
    const unsigned = await post(JSON.stringify(activity));
    expect(unsigned.statusCode).toBe(401);
    const malformed = await post('{"@context": ');
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    const huge = await post(JSON.stringify({ ...activity, content: 'x'.repeat(600 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const queued = await ctx.app.db.selectFrom('federation_message').select('id').execute();
    expect(queued).toEqual([]);
  });

  it("limits each remote server's deliveries, named by its signature's key", async () => {
    const deliver = (host: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/users/ana/inbox',
        headers: {
          'content-type': ACTIVITY_JSON,
          signature: `keyId="http://${host}/users/eve#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="AAAA"`,
        },
        payload: '{}',
      });
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await deliver('127.0.0.1:9')).statusCode);
    // Not an activity (400), until the budget is spent (429).
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await deliver('127.0.0.1:9');
    // A delivery's worth refills in 12 s at 5 a minute, less whatever has passed.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(12);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await deliver('127.0.0.2:9')).statusCode).toBe(400);
  });

  it('leaves a browser asking for an unknown member to the app, and an ActivityPub client to a 404', async () => {
    const page = await get('/users/nadie', 'text/html,application/xhtml+xml');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const actor = await get('/users/nadie');
    expect(actor.statusCode).toBe(404);
    expect(actor.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
