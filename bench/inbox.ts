/**
 * Inbox processing, end to end: a real second instance (B, on SQLite) whose
 * member Bob is followed by Ana on the measured instance (A, on the bench's
 * database); BENCH_INBOX deliveries of `Create(Note)` (default 1,000), each
 * signed with Bob's own key as B's Fedify signs (draft-cavage, RSA), are
 * posted to A's shared inbox over BENCH_CONNECTIONS connections. Measured from
 * the first POST until A's queue has processed them all and the last post is
 * kept for Ana's feed: signature checks (Bob's key fetched from B once, then
 * from A's cache), Fedify's parsing and idempotence, the queue, and the
 * writes. The signing is done beforehand and is not measured. A's budget of
 * deliveries per server is lifted for the run: it measures the work, not the
 * limit (600 a minute per server, decision 056).
 */
import { performance } from 'node:perf_hooks';
import { signRequest } from '@fedify/fedify';
import type { Config } from '../server/src/config.ts';
import { signingKeyIn } from '../server/test/helpers/instances.ts';
import { freePort } from '../server/test/helpers/ports.ts';
import { buildBenchApp } from './bench-app.ts';

export interface InboxFigures {
  activities: number;
  connections: number;
  /** All posted and answered (202). */
  acceptedSeconds: number;
  /** All processed by the queue and kept. */
  processedSeconds: number;
  perSecond: number;
  refused: number;
}

type BenchApp = Awaited<ReturnType<typeof buildBenchApp>>;

/** An instance with federation on at its own loopback address; the bench's database unless `sqlite`. */
async function instance(name: string, sqlite: boolean) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bench: BenchApp = await buildBenchApp(
    name,
    {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: url,
      FEDERATION: 'on',
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
      SIGN_UPS_PER_IP_PER_HOUR: '1000',
    },
    (config: Config) => ({ ...config, federation: { ...config.federation, inboxDeliveriesPerMinute: 1e9 } }),
    sqlite,
  );
  await bench.app.listen({ port, host: '127.0.0.1' });
  return { ...bench, url };
}

/** A member signed up through the API: their cookie, id and handle. */
async function member(at: { url: string; app: BenchApp['app'] }, name: string) {
  const response = await fetch(`${at.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: at.url },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, password: 'bench-password' }),
  });
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { handle } = await at.app.db
    .selectFrom('user')
    .select('handle')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { id: user.id, cookie, handle };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`inbox bench: ${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function benchInbox(activities: number, connections: number): Promise<InboxFigures> {
  const a = await instance('inbox-a', false);
  const b = await instance('inbox-b', true);
  try {
    const ana = await member(a, 'Ana');
    const bob = await member(b, 'Bob');
    const bobUri = `${b.url}/users/${bob.handle}`;
    const followed = await fetch(`${a.url}/api/remote/follows`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: a.url, cookie: ana.cookie },
      body: JSON.stringify({ address: `@${bob.handle}@${new URL(b.url).host}` }),
    });
    if (!followed.ok) throw new Error(`inbox bench: the follow answered ${followed.status}`);
    await until('B accepting the follow', async () => {
      const row = await a.app.db.selectFrom('remote_follow').select('state').executeTakeFirst();
      return row?.state === 'accepted';
    });

    // Bob's key, made when A first fetched his actor.
    const privateKey = await signingKeyIn(b.app, bob.id);
    const published = new Date().toISOString();
    const signed = await Promise.all(
      Array.from({ length: activities }, async (_, index) => {
        const note = `${bobUri}/bench/${index}`;
        const request = await signRequest(
          new Request(`${a.url}/inbox`, {
            method: 'POST',
            headers: { 'content-type': 'application/activity+json' },
            body: JSON.stringify({
              '@context': 'https://www.w3.org/ns/activitystreams',
              id: `${note}#create`,
              type: 'Create',
              actor: bobUri,
              to: 'https://www.w3.org/ns/activitystreams#Public',
              object: {
                id: note,
                type: 'Note',
                attributedTo: bobUri,
                to: 'https://www.w3.org/ns/activitystreams#Public',
                cc: `${bobUri}/followers`,
                content: `<p>Disco número ${index}</p>`,
                published,
              },
            }),
          }),
          privateKey,
          new URL(`${bobUri}#main-key`),
        );
        return { headers: Object.fromEntries(request.headers), body: await request.text() };
      }),
    );

    const kept = async () =>
      Number(
        (
          await a.app.db
            .selectFrom('remote_post')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const started = performance.now();
    let next = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < signed.length) {
          const delivery = signed[next++]!;
          const response = await fetch(`${a.url}/inbox`, { method: 'POST', ...delivery });
          if (response.status !== 202) refused += 1;
          await response.arrayBuffer();
        }
      }),
    );
    const accepted = performance.now();
    await until('A processing every delivery', async () => (await kept()) >= activities - refused);
    const processed = performance.now();
    const seconds = (processed - started) / 1000;
    return {
      activities,
      connections,
      acceptedSeconds: (accepted - started) / 1000,
      processedSeconds: seconds,
      perSecond: (activities - refused) / seconds,
      refused,
    };
  } finally {
    await a.app.close();
    await b.app.close();
    await a.remove();
    await b.remove();
  }
}
