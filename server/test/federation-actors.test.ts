import { createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const ACTIVITY_JSON = 'application/activity+json';
const ORIGIN = 'http://localhost:3000';

let ctx: TestContext;
let webDir: string;
let ana: TestUser;

/** A member with this handle. */
async function member(name: string, handle: string): Promise<TestUser> {
  const user = await createUser(ctx.app, { name });
  await ctx.app.db.updateTable('user').set({ handle }).where('id', '=', user.id).execute();
  return user;
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'surcos-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Surcos</title><div id="root"></div>');
  ctx = await createTestContext({ FEDERATION: 'on' }, { webDir });
  ana = await member('Ana Discos', 'ana_discos');
});

afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, accept = ACTIVITY_JSON) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept } });

describe('WebFinger', () => {
  it("finds a member by acct:handle@host, host with PUBLIC_URL's port, as Mastodon asks", async () => {
    const response = await get(
      '/.well-known/webfinger?resource=acct:ana_discos@localhost:3000',
      'application/jrd+json',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/jrd+json');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json<{
      subject: string;
      aliases: string[];
      links: Array<Record<string, string>>;
    }>();
    expect(body.subject).toBe('acct:ana_discos@localhost:3000');
    expect(body.links).toContainEqual({
      rel: 'self',
      type: ACTIVITY_JSON,
      href: `${ORIGIN}/users/ana_discos`,
    });
    expect(body.links).toContainEqual({
      rel: 'http://webfinger.net/rel/profile-page',
      href: `${ORIGIN}/user/${ana.id}`,
    });
    expect(body.aliases).toContain(`${ORIGIN}/users/ana_discos`);
  });

  it('finds the member whatever the case, and by the actor URI', async () => {
    for (const resource of ['acct:Ana_Discos@LOCALHOST:3000', `${ORIGIN}/users/ana_discos`]) {
      const response = await get(`/.well-known/webfinger?resource=${encodeURIComponent(resource)}`);
      expect(response.statusCode, resource).toBe(200);
      expect(response.json<{ links: Array<{ rel: string; href: string }> }>().links).toContainEqual(
        expect.objectContaining({ rel: 'self', href: `${ORIGIN}/users/ana_discos` }),
      );
    }
  });

  it('knows nobody on another host or without the port', async () => {
    for (const resource of ['acct:ana_discos@example.com', 'acct:ana_discos@localhost']) {
      expect((await get(`/.well-known/webfinger?resource=${resource}`)).statusCode, resource).toBe(404);
    }
  });
});

describe('the actor', () => {
  it('is a Person with what Mastodon reads: inbox, outbox, collections, shared inbox and an RSA key', async () => {
    const response = await get('/users/ana_discos');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(ACTIVITY_JSON);
    expect(response.headers.vary).toContain('Accept');
    const actor = response.json<Record<string, unknown>>();
    const id = `${ORIGIN}/users/ana_discos`;
    expect(actor['@context']).toEqual(expect.arrayContaining(['https://www.w3.org/ns/activitystreams']));
    expect(JSON.stringify(actor['@context'])).toContain('https://w3id.org/security/v1');
    expect(actor).toMatchObject({
      id,
      type: 'Person',
      preferredUsername: 'ana_discos',
      name: 'Ana Discos',
      url: `${ORIGIN}/user/${ana.id}`,
      inbox: `${id}/inbox`,
      outbox: `${id}/outbox`,
      followers: `${id}/followers`,
      following: `${id}/following`,
      endpoints: { sharedInbox: `${ORIGIN}/inbox` },
      manuallyApprovesFollowers: false,
      publicKey: { id: `${id}#main-key`, owner: id, type: 'CryptographicKey' },
    });
    const publicKey = actor.publicKey as { publicKeyPem: string };
    expect(createPublicKey(publicKey.publicKeyPem).asymmetricKeyType).toBe('rsa');
    const assertion = actor.assertionMethod as Array<{ type: string; controller: string }>;
    expect(assertion).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'Multikey', controller: id })]),
    );
  });

  it('keeps its keys: made once, in the database, the same at every fetch', async () => {
    const first = (await get('/users/ana_discos')).json<{ publicKey: { publicKeyPem: string } }>();
    const again = (
      await get('/users/ana_discos', 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"')
    ).json<{
      publicKey: { publicKeyPem: string };
    }>();
    expect(again.publicKey.publicKeyPem).toBe(first.publicKey.publicKeyPem);
    const keys = await ctx.app.db
      .selectFrom('actor_key')
      .select('algorithm')
      .where('user_id', '=', ana.id)
      .orderBy('algorithm')
      .execute();
    expect(keys.map((key) => key.algorithm)).toEqual(['ed25519', 'rsa']);
  });

  it('has empty, countable outbox, followers and following', async () => {
    for (const collection of ['outbox', 'followers', 'following']) {
      const response = await get(`/users/ana_discos/${collection}`);
      expect(response.statusCode, collection).toBe(200);
      expect(response.json()).toMatchObject({ totalItems: 0 });
    }
  });

  it("sends a browser to the member's profile page", async () => {
    const response = await get('/users/ana_discos', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/user/${ana.id}`);
    const page = await get(response.headers.location as string, 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('is gone while the member is suspended, and with their account', async () => {
    const bea = await member('Bea', 'bea_suspendida');
    expect((await get('/users/bea_suspendida')).statusCode).toBe(200);
    await ctx.app.db.updateTable('user').set({ suspendedAt: Date.now() }).where('id', '=', bea.id).execute();
    expect((await get('/users/bea_suspendida')).statusCode).toBe(404);
    expect((await get('/.well-known/webfinger?resource=acct:bea_suspendida@localhost:3000')).statusCode).toBe(
      404,
    );
    expect((await get('/users/bea_suspendida/outbox')).statusCode).toBe(404);
    const page = await get('/users/bea_suspendida', 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.headers.location).toBeUndefined();

    await ctx.app.db.deleteFrom('user').where('id', '=', bea.id).execute();
    expect((await get('/users/bea_suspendida')).statusCode).toBe(404);
    const keys = await ctx.app.db
      .selectFrom('actor_key')
      .select('user_id')
      .where('user_id', '=', bea.id)
      .execute();
    expect(keys).toEqual([]);
  });
});
