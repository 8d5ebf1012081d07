import type { NotificationPage, NotificationSummary } from '@surcos/contracts/notifications';
import { remoteAvatarPath } from '@surcos/contracts/remote-follows';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  followAcross,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  closeInstances,
} from './helpers/instances.ts';
import { as } from './helpers/requests.ts';
import { startSmtpCapture } from './helpers/smtp.ts';
import { openConnected } from './helpers/sockets.ts';
import { createUser, type TestUser } from './helpers/users.ts';

let a: Instance;
let b: Instance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let ana: TestUser;
let dora: TestUser;
let bob: TestUser;
let bobUri: string;
const ADMIN_EMAIL = 'jefa@example.com';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [a, b] = await Promise.all([
    federatedInstance({
      SMTP_URL: smtp.url,
      DIGEST_EVERY_SECONDS: '1',
      DIGEST_QUIET_SECONDS: '1',
      ADMIN_EMAILS: ADMIN_EMAIL,
    }),
    federatedInstance(),
  ]);
  [ana, dora, bob] = await Promise.all([
    federatedMember(a, 'Ana', 'ana'),
    federatedMember(a, 'Dora', 'dora'),
    federatedMember(b, 'Bob Discos', 'bob'),
  ]);
  // Bob has a picture: his actor's icon.
  await b.ctx.app.db
    .updateTable('user')
    .set({ image: 'https://img.example/bob.png' })
    .where('id', '=', bob.id)
    .execute();
  bobUri = `${b.url}/users/bob`;
}, ROUND_TRIPS_MS);

afterAll(async () => {
  await closeInstances(a, b);
  await smtp?.close();
});

const listOf = async (user: TestUser) =>
  (await as(a.ctx.app, user).get('/api/me/notifications')).json<NotificationPage>().items;
const unreadOf = async (user: TestUser) =>
  (await as(a.ctx.app, user).get('/api/me/notifications/summary')).json<NotificationSummary>().unread;

describe('a member followed from another server is told, as of a follower here', () => {
  it(
    "Bob on B follows Ana on A: her bell names him (name, address, picture), its count rises live, and the mail says 'Bob Discos ha empezado a seguirte'",
    async () => {
      const socket = await openConnected(a.url, ana.cookie);
      const heard: string[] = [];
      socket.onAny((name: string) => heard.push(name));

      await followAcross(b, bob, `@ana@${a.host}`);
      const [told] = await listOf(ana);
      expect(told).toMatchObject({
        kind: 'follower',
        actor: null,
        remoteActor: {
          actorUrl: bobUri,
          address: `@bob@${b.host}`,
          name: 'Bob Discos',
          avatarUrl: remoteAvatarPath(bobUri),
        },
        count: 1,
        read: false,
      });
      expect(await listOf(ana)).toHaveLength(1);
      expect(await unreadOf(ana)).toBe(1);
      await vi.waitFor(() => expect(heard).toContain('notifications.changed'), ROUND_TRIP_WAIT);
      socket.disconnect();

      const mail = await smtp.waitForMail(ana.email, 15_000);
      expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')).toContain(
        'Bob Discos ha empezado a seguirte',
      );
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a member who switched follower notices off hears nothing; a block hides what came before',
    async () => {
      const off = await as(a.ctx.app, dora).put('/api/me/notifications/preferences', {
        preferences: [{ kind: 'follower', inApp: false, email: false }],
      });
      expect(off.statusCode).toBe(200);
      await followAcross(b, bob, `@dora@${a.host}`);
      expect(await listOf(dora)).toEqual([]);
      expect(
        await a.ctx.app.db.selectFrom('notification').select('id').where('user_id', '=', dora.id).execute(),
      ).toEqual([]);

      expect((await as(a.ctx.app, ana).put('/api/remote/blocks', { actor: bobUri })).statusCode).toBe(204);
      expect(await listOf(ana)).toEqual([]);
      expect(await unreadOf(ana)).toBe(0);
    },
    ROUND_TRIPS_MS,
  );

  it(
    "an admin's block of the account's server takes what its accounts rang out of every bell",
    async () => {
      const jefa = await createUser(a.ctx.app, { name: 'Jefa', email: ADMIN_EMAIL, emailVerified: true });
      // Dora hears of followers again, and Carol, on B, follows her.
      const on = await as(a.ctx.app, dora).put('/api/me/notifications/preferences', {
        preferences: [{ kind: 'follower', inApp: true, email: true }],
      });
      expect(on.statusCode).toBe(200);
      const carol = await federatedMember(b, 'Carol', 'carol');
      await followAcross(b, carol, `@dora@${a.host}`);
      await vi.waitFor(async () => expect(await listOf(dora)).toHaveLength(1), ROUND_TRIP_WAIT);

      const blocked = await as(a.ctx.app, jefa).put('/api/admin/domain-blocks', {
        host: b.host,
        reason: 'Spam',
      });
      expect(blocked.statusCode).toBe(204);
      expect(await listOf(dora)).toEqual([]);
      expect(await unreadOf(dora)).toBe(0);
    },
    ROUND_TRIPS_MS,
  );
});
