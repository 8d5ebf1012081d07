import { type Context, signRequest } from '@fedify/fedify';
import { Follow, Note, Create, Undo, isActor } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  freePort,
  signingKeyOf,
  ROUND_TRIPS_MS,
  closeInstances,
} from './helpers/instances.ts';

const METRICS_TOKEN = 'federation-metrics-token';

let a: Instance;
let b: Instance;
let ana: { id: string };

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance({ METRICS_TOKEN }), federatedInstance({ METRICS_TOKEN })]);
  ana = await federatedMember(a, 'Ana', 'ana');
  await federatedMember(b, 'Bob', 'bob');
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

/** B's Fedify, acting as bob, under B's outbound policy. */
const asBob = <T>(work: (ctx: Context<void>) => Promise<T>) => {
  const runtime = b.ctx.app.federation!;
  const ctx = runtime.federation.createContext(new URL(b.url), undefined);
  return runtime.outbound(() => work(ctx));
};

const followersOfAna = () =>
  a.ctx.app.db
    .selectFrom('remote_follower')
    .select(['actor_id', 'follow_id'])
    .where('user_id', '=', ana.id)
    .execute();

describe('a member of another Surcos follows a member here', () => {
  it(
    'finds her by @handle@host, follows her, is accepted, and unfollows',
    async () => {
      // By her address, over plain http: the instances run on loopback, private addresses allowed.
      const anaActor = await b.ctx.app.federation!.lookupActor(`@ana@${a.host}`);
      expect(isActor(anaActor)).toBe(true);
      expect(anaActor?.id?.href).toBe(`${a.url}/users/ana`);
      if (!isActor(anaActor)) return;

      const bobUri = `${b.url}/users/bob`;
      const follow = new Follow({
        id: new URL(`${bobUri}#follows/1`),
        actor: new URL(bobUri),
        object: anaActor.id,
      });
      await asBob((ctx) => ctx.sendActivity({ identifier: 'bob' }, anaActor, follow, { immediate: true }));
      await vi.waitFor(
        async () =>
          expect(await followersOfAna()).toEqual([{ actor_id: bobUri, follow_id: follow.id!.href }]),
        {
          timeout: 30_000,
          interval: 50,
        },
      );
      const remote = await a.ctx.app.db.selectFrom('remote_actor').selectAll().execute();
      expect(remote).toMatchObject([
        { id: bobUri, handle: `bob@${b.host}`, inbox: `${bobUri}/inbox`, name: 'Bob' },
      ]);

      // The Accept went out and B took it (a refused delivery would wait in A's queue for its retry).
      await vi.waitFor(
        async () =>
          expect(await a.ctx.app.db.selectFrom('federation_message').select('id').execute()).toEqual([]),
        { timeout: 30_000, interval: 50 },
      );
      const followers = await a.ctx.app.inject({
        method: 'GET',
        url: '/users/ana/followers',
        headers: { accept: 'application/activity+json' },
      });
      expect(followers.json()).toMatchObject({ totalItems: 1 });

      const undo = new Undo({ id: new URL(`${bobUri}#undo/1`), actor: new URL(bobUri), object: follow });
      await asBob((ctx) => ctx.sendActivity({ identifier: 'bob' }, anaActor, undo, { immediate: true }));
      await vi.waitFor(async () => expect(await followersOfAna()).toEqual([]), {
        timeout: 30_000,
        interval: 50,
      });
    },
    ROUND_TRIPS_MS,
  );

  it(
    "refuses a Follow signed by one actor in another's name, storing nothing",
    async () => {
      const bobUser = await b.ctx.app.db
        .selectFrom('user')
        .select('id')
        .where('handle', '=', 'bob')
        .executeTakeFirstOrThrow();
      // Bob's keys exist once his actor was fetched (the test above).
      const privateKey = await signingKeyOf(b, bobUser.id);
      const body = JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${b.url}/users/carol#follows/1`,
        type: 'Follow',
        actor: `${b.url}/users/carol`,
        object: `${a.url}/users/ana`,
      });
      const signed = await signRequest(
        new Request(`${a.url}/users/ana/inbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/activity+json' },
          body,
        }),
        privateKey,
        new URL(`${b.url}/users/bob#main-key`),
      );
      const response = await fetch(signed);
      expect(response.status).toBe(401);
      expect(await followersOfAna()).toEqual([]);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'counts a failed delivery in /metrics, and keeps it queued for its retry',
    async () => {
      const runtime = a.ctx.app.federation!;
      const ctx = runtime.federation.createContext(new URL(a.url), undefined);
      const deadPort = await freePort();
      const anaUri = ctx.getActorUri('ana');
      const dead = {
        id: new URL(`http://127.0.0.1:${deadPort}/users/x`),
        inboxId: new URL(`http://127.0.0.1:${deadPort}/inbox`),
      };
      await runtime.outbound(() =>
        ctx.sendActivity(
          { identifier: 'ana' },
          dead,
          new Create({
            id: new URL(`${anaUri.href}#create/1`),
            actor: anaUri,
            object: new Note({ id: new URL(`${anaUri.href}#note/1`), attribution: anaUri, content: 'Hola' }),
          }),
        ),
      );
      const metrics = async () =>
        (
          await a.ctx.app.inject({
            method: 'GET',
            url: '/metrics',
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
        ).body;
      await vi.waitFor(
        async () => expect(await metrics()).toContain('surcos_federation_delivery_failures_total 1'),
        {
          timeout: 30_000,
          interval: 50,
        },
      );
      // Retried with backoff: due later, until Fedify gives it up.
      await vi.waitFor(
        async () => expect(await metrics()).toContain('surcos_federation_queue_messages{state="delayed"} 1'),
        { timeout: 30_000, interval: 50 },
      );
    },
    ROUND_TRIPS_MS,
  );
});
