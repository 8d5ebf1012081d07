import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDocumentLoader, signRequest } from '@fedify/fedify';
import { makeKeyPair } from '../src/modules/federation/crypto-keys.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installOutboundGuard,
  isPublicAddress,
  type OutboundPolicy,
  releaseOutboundPolicy,
  withOutboundPolicy,
} from '../src/modules/federation/outbound-guard.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';

/** A server on a loopback address that counts what reaches it; `answer` may redirect. */
async function countingServer(
  host: string,
  answer?: (request: IncomingMessage) => { status: number; location?: string },
) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    const { status, location } = answer?.(request) ?? { status: 200 };
    response.writeHead(status, location ? { location } : { 'content-type': 'application/activity+json' });
    response.end(status === 200 ? '{"id":"x"}' : '');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('which addresses are public', () => {
  it('refuses loopback, private, link-local, shared and unique-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '[::1]',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      'localhost',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('the outbound guard', () => {
  const strict: OutboundPolicy = { allowPrivateAddresses: false };
  const open: OutboundPolicy = { allowPrivateAddresses: true };
  let target: Awaited<ReturnType<typeof countingServer>>;

  beforeAll(async () => {
    installOutboundGuard();
    target = await countingServer('127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all([releaseOutboundPolicy(strict), releaseOutboundPolicy(open)]);
    await target.close();
  });

  it('leaves the rest of the app alone', async () => {
    const before = target.hits.length;
    expect((await fetch(`${target.url}/plain`)).status).toBe(200);
    expect(target.hits.length).toBe(before + 1);
  });

  it('refuses a loopback address, written or resolved, before connecting', async () => {
    const before = target.hits.length;
    const port = new URL(target.url).port;
    for (const url of [`${target.url}/a`, `http://localhost:${port}/b`, `http://[::1]:${port}/c`]) {
      await expect(
        withOutboundPolicy(strict, () => fetch(url)),
        url,
      ).rejects.toThrow();
    }
    expect(target.hits.length).toBe(before);
  });

  it('lets FEDERATION_ALLOW_PRIVATE_ADDRESSES through', async () => {
    const before = target.hits.length;
    expect((await withOutboundPolicy(open, () => fetch(`${target.url}/allowed`))).status).toBe(200);
    expect(target.hits.length).toBe(before + 1);
  });

  it('refuses a redirect to a private address, followed by fetch or by Fedify itself', async () => {
    // 127.0.0.1 stands for a public server here, 127.0.0.2 for the private one it redirects to.
    const inside = await countingServer('127.0.0.2');
    const outside = await countingServer('127.0.0.1', () => ({
      status: 302,
      location: `${inside.url}/secret`,
    }));
    const policy: OutboundPolicy = {
      allowPrivateAddresses: false,
      isAllowed: (address) => address === '127.0.0.1',
    };
    try {
      await expect(withOutboundPolicy(policy, () => fetch(`${outside.url}/start`))).rejects.toThrow();
      // Fedify's own check off (as with FEDERATION_ALLOW_PRIVATE_ADDRESSES), the guard still holds.
      const load = getDocumentLoader({ allowPrivateAddress: true });
      await expect(withOutboundPolicy(policy, () => load(`${outside.url}/actor`))).rejects.toThrow();
      expect(outside.hits).toEqual(['GET /start', 'GET /actor']);
      expect(inside.hits).toEqual([]);
    } finally {
      await releaseOutboundPolicy(policy);
      await Promise.all([inside.close(), outside.close()]);
    }
  });
});

describe('an inbox delivery signed with a key on a private address', () => {
  let keyServer: Awaited<ReturnType<typeof countingServer>>;
  const contexts: TestContext[] = [];

  beforeAll(async () => {
    keyServer = await countingServer('127.0.0.1');
  });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    await keyServer.close();
  });

  const deliver = async (env: Record<string, string>) => {
    const ctx = await createTestContext({ FEDERATION: 'on', ...env });
    contexts.push(ctx);
    const { privateKey } = await makeKeyPair('RSASSA-PKCS1-v1_5');
    const body = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${keyServer.url}/activities/1`,
      type: 'Follow',
      actor: `${keyServer.url}/users/eve`,
      object: 'http://localhost:3000/users/ana',
    });
    const signed = await signRequest(
      new Request('http://localhost:3000/inbox', {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json', host: 'localhost:3000' },
        body,
      }),
      privateKey,
      new URL(`${keyServer.url}/users/eve#main-key`),
    );
    const headers = Object.fromEntries(signed.headers.entries());
    return ctx.app.inject({ method: 'POST', url: '/inbox', headers, payload: body });
  };

  // Each builds an app of its own: room for a busy machine.
  it(
    'never looks up an address on a private server unless they are allowed',
    { timeout: 60_000 },
    async () => {
      const strict = await createTestContext({ FEDERATION: 'on' });
      contexts.push(strict);
      const port = new URL(keyServer.url).port;
      expect(await strict.app.federation!.lookupActor(`@eve@127.0.0.1:${port}`)).toBeNull();
      expect(await strict.app.federation!.lookupActor(`@eve@localhost:${port}`)).toBeNull();
      expect(keyServer.hits).toEqual([]);
    },
  );

  it('never fetches the key unless private addresses are allowed', { timeout: 60_000 }, async () => {
    const refused = await deliver({});
    expect(refused.statusCode).toBe(401);
    expect(keyServer.hits).toEqual([]);

    await deliver({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
    expect(keyServer.hits).toContain('GET /users/eve');
  });
});
