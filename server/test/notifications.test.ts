import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@surcos/contracts/errors';
import {
  describeNotification,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationSummary,
  type UnsubscribePreview,
} from '@surcos/contracts/notifications';
import { LANGUAGE_COOKIE } from '@surcos/contracts/languages';
import { type Catalogue, texts } from '@surcos/contracts/texts';
import * as en from '@surcos/contracts/texts/en';
import * as es from '@surcos/contracts/texts/es';
import { createNotificationsRepository } from '../src/modules/notifications/notifications.repository.ts';
import { createNotifier } from '../src/modules/notifications/notifier.service.ts';
import { createUnsubscribeToken } from '../src/modules/notifications/unsubscribe-token.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { startFakeDiscogs } from './helpers/fake-discogs.ts';
import { startSmtpCapture, subjectOf, textOf } from './helpers/smtp.ts';
import { listen, openConnected } from './helpers/sockets.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { follow, own, wish } from './helpers/acts.ts';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const DAY_MS = 24 * 60 * 60 * 1000;
const MESSAGE_GRACE_MS = 2500;
/** The mail waits this long after its member last had Surcos open. */
const QUIET_MS = 1500;

beforeAll(async () => {
  fake = await startFakeDiscogs();
  smtp = await startSmtpCapture();
  ctx = await createTestContext(
    {
      DISCOGS_TOKEN: 'token-de-prueba',
      DISCOGS_BASE_URL: fake.url,
      SMTP_URL: smtp.url,
      DIGEST_EVERY_SECONDS: '1',
    },
    {
      // Long enough that a read right after a send lands within it, even with the whole suite running.
      notifications: { digestEveryMs: 1000, messageGraceMs: MESSAGE_GRACE_MS, digestQuietMs: QUIET_MS },
      imports: { batchSize: 10, batchPauseMs: 5, leaseMs: 30_000, fetchDetails: false },
    },
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
  await smtp.close();
});

const listOf = async (user: TestUser) => {
  const response = await as(ctx.app, user).get('/api/me/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<NotificationPage>().items;
};
const unreadOf = async (user: TestUser) =>
  (await as(ctx.app, user).get('/api/me/notifications/summary')).json<NotificationSummary>().unread;
const setPreferences = (user: TestUser, payload: unknown) =>
  as(ctx.app, user).put('/api/me/notifications/preferences', payload);
const storedPreferences = (userId: string) =>
  ctx.app.db.selectFrom('notification_preference').select('kind').where('user_id', '=', userId).execute();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let serverUrl: string | undefined;
/** The app listening, for sockets: once per file. */
const socketUrl = async () => (serverUrl ??= await listen(ctx.app));
const mailsTo = (user: TestUser) => smtp.mails.filter((each) => each.to.includes(user.email.toLowerCase()));
const mailText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read();
    if (until(value)) return value;
    await sleep(25);
  }
  throw new Error('the condition was not met in time');
}

async function pair() {
  const ana = await createUser(ctx.app, { name: 'Ana' });
  const bea = await createUser(ctx.app, { name: 'Bea' });
  return { ana, bea };
}

describe('kinds of notification', () => {
  it('a new follower: listed, counted, marked read one by one and all at once', async () => {
    const { ana, bea } = await pair();
    const carlos = await createUser(ctx.app, { name: 'Carlos' });
    await follow(ctx.app, bea, ana);
    await follow(ctx.app, carlos, ana);
    const items = await listOf(ana);
    expect(items.map((item) => [item.kind, item.actor?.name, item.read])).toEqual([
      ['follower', 'Carlos', false],
      ['follower', 'Bea', false],
    ]);
    expect(await unreadOf(ana)).toBe(2);

    expect((await as(ctx.app, ana).post(`/api/me/notifications/${items[0]!.id}/read`)).statusCode).toBe(204);
    expect(await unreadOf(ana)).toBe(1);
    // Somebody else's notification looks like one that does not exist.
    const stranger = await as(ctx.app, bea).post(`/api/me/notifications/${items[1]!.id}/read`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<ErrorBody>().error.message).toBe(texts.notifications.errors.notFound);

    expect((await as(ctx.app, ana).post('/api/me/notifications/read')).statusCode).toBe(204);
    expect(await unreadOf(ana)).toBe(0);
    expect((await listOf(ana)).every((item) => item.read)).toBe(true);
  });

  it('rings the bell live over the socket', async () => {
    const { ana, bea } = await pair();
    const socket = await openConnected(await socketUrl(), ana.cookie);
    try {
      const rang = new Promise<void>((resolve) => socket.once('notifications.changed', () => resolve()));
      await follow(ctx.app, bea, ana);
      await rang;
      const cleared = new Promise<void>((resolve) => socket.once('notifications.changed', () => resolve()));
      await as(ctx.app, ana).post('/api/me/notifications/read');
      await cleared;
    } finally {
      socket.close();
    }
  });

  it("a followed user's new album on my wishlist, and their wish for an album I own", async () => {
    const { ana, bea } = await pair();
    await follow(ctx.app, ana, bea);
    await wish(ctx.app, ana, '249504');
    await own(ctx.app, ana, '1');
    expect((await own(ctx.app, bea, '249504')).statusCode).toBe(200);
    expect((await wish(ctx.app, bea, '1')).statusCode).toBe(200);
    const items = await listOf(ana);
    expect(items.map((item) => [item.kind, item.subjectId, item.count])).toEqual([
      ['wants-yours', '1', 1],
      ['has-your-wish', '249504', 1],
    ]);
    // Following is one way: Bea, who does not follow Ana, hears of the follow, nothing of Ana's albums.
    expect((await listOf(bea)).map((item) => item.kind)).toEqual(['follower']);
  });

  it('a public collection notifies followers; a private one nobody', async () => {
    const { ana, bea } = await pair();
    await follow(ctx.app, ana, bea);
    await own(ctx.app, bea, '1');
    const create = (privacy: 'public' | 'private', name: string) =>
      as(ctx.app, bea).post('/api/collections', { name, description: '', privacy, albumIds: ['1'] });
    expect((await create('private', 'Cajón secreto')).statusCode).toBe(201);
    expect(await listOf(ana)).toEqual([]);
    const created = await create('public', 'Joyas');
    expect(created.statusCode).toBe(201);
    const [item] = await listOf(ana);
    expect(item).toMatchObject({
      kind: 'collection',
      subjectId: created.json<{ id: string }>().id,
      subjectName: 'Joyas',
    });
  });

  it('a message only when the conversation is not open by the end of the grace period', async () => {
    const { ana, bea } = await pair();
    const conversation = (await as(ctx.app, bea).post('/api/conversations', { userId: ana.id })).json<{
      id: string;
    }>();
    const send = (text: string) =>
      as(ctx.app, bea).post(`/api/conversations/${conversation.id}/messages`, { text });

    // Ana has the conversation open: it marks itself read as the message arrives.
    expect((await send('Hola')).statusCode).toBe(201);
    await as(ctx.app, ana).post(`/api/conversations/${conversation.id}/read`);
    // Past the grace period: whatever it would have written is there now.
    await sleep(MESSAGE_GRACE_MS + 300);
    expect(await listOf(ana)).toEqual([]);

    // Not open: one notification, grouping the messages.
    await send('¿Estás?');
    await send('Te lo vendo');
    const [item] = await eventually(
      () => listOf(ana),
      (items) => items[0]?.count === 2,
    );
    expect(item).toMatchObject({
      kind: 'message',
      subjectId: conversation.id,
      actor: { name: 'Bea' },
      read: false,
    });
    // Opening the conversation later reads its notification.
    await as(ctx.app, ana).post(`/api/conversations/${conversation.id}/read`);
    expect(await unreadOf(ana)).toBe(0);
  });

  it('messages whose grace ends at once are each told, the open conversation’s not', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const senders = await Promise.all(['Bea', 'Carla', 'Dani'].map((name) => createUser(ctx.app, { name })));
    const conversations: string[] = [];
    for (const sender of senders) {
      const started = await as(ctx.app, sender).post('/api/conversations', { userId: ana.id });
      conversations.push(started.json<{ id: string }>().id);
    }
    // Sent together, so their grace periods end in one batch; Ana reads Dani's at once.
    await Promise.all(
      senders.map((sender, index) =>
        as(ctx.app, sender).post(`/api/conversations/${conversations[index]}/messages`, { text: 'Hola' }),
      ),
    );
    await as(ctx.app, senders[0]).post(`/api/conversations/${conversations[0]}/messages`, { text: 'Otra' });
    await as(ctx.app, ana).post(`/api/conversations/${conversations[2]}/read`);
    const items = await eventually(
      () => listOf(ana),
      (found) => found.length === 2 && found.some((item) => item.count === 2),
    );
    expect(items.map((item) => [item.actor?.name, item.subjectId, item.count]).sort()).toEqual([
      ['Bea', conversations[0], 2],
      ['Carla', conversations[1], 1],
    ]);
    // Past the grace period: whatever it would have written is there now.
    await sleep(MESSAGE_GRACE_MS + 300);
    expect(await listOf(ana)).toHaveLength(2);
  });
});

describe('visibility rules', () => {
  const block = (userId: string, blockedId: string) =>
    ctx.app.db
      .insertInto('user_block')
      .values({ user_id: userId, blocked_id: blockedId, created_at: Date.now() })
      .execute();

  it('nothing from an actor the recipient blocked or muted, or who blocked them, or who is suspended', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const [blocked, muted, blocker, suspended] = await Promise.all(
      ['Bloqueada', 'Silenciada', 'Bloqueadora', 'Suspendida'].map((name) => createUser(ctx.app, { name })),
    );
    await block(ana.id, blocked!.id);
    await ctx.app.db
      .insertInto('user_mute')
      .values({ user_id: ana.id, muted_id: muted!.id, created_at: Date.now() })
      .execute();
    await block(blocker!.id, ana.id);
    await ctx.app.db
      .updateTable('user')
      .set({ suspendedAt: Date.now() })
      .where('id', '=', suspended!.id)
      .execute();
    // Not the `follow` factory: most of these follows are refused, which is the point.
    for (const actor of [blocked!, muted!, blocker!, suspended!])
      await as(ctx.app, actor).put(`/api/users/${ana.id}/follow`);

    expect(await listOf(ana)).toEqual([]);
    expect(await unreadOf(ana)).toBe(0);
    expect(
      await ctx.app.db.selectFrom('notification').select('id').where('user_id', '=', ana.id).execute(),
    ).toEqual([]);
  });

  it('a block made later hides what the blocked user caused before', async () => {
    const { ana, bea } = await pair();
    await follow(ctx.app, bea, ana);
    expect(await unreadOf(ana)).toBe(1);
    await block(ana.id, bea.id);
    expect(await unreadOf(ana)).toBe(0);
    expect(await listOf(ana)).toEqual([]);
  });

  it("an account's deletion takes its notifications and its mentions in others'", async () => {
    const { ana, bea } = await pair();
    await follow(ctx.app, bea, ana);
    await follow(ctx.app, ana, bea);
    expect(await unreadOf(ana)).toBe(1);
    expect(
      (await as(ctx.app, bea).post('/api/auth/delete-user', { password: bea.password })).statusCode,
    ).toBe(200);
    expect(await listOf(ana)).toEqual([]);
    const left = await ctx.app.db
      .selectFrom('notification')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', bea.id), eb('actor_id', '=', bea.id)]))
      .execute();
    expect(left).toEqual([]);
  });
});

describe('grouping', () => {
  it("a followed user's import of 40 records on my wishlist is one notification, not 40", async () => {
    const { ana, bea } = await pair();
    const carlos = await createUser(ctx.app, { name: 'Carlos' });
    const csv = generatedCsv(40, 7_000_000);
    // Carlos's import stores the albums; Ana wishes for all of them.
    await importAndWait(carlos, csv);
    const now = Date.now();
    await ctx.app.db
      .insertInto('wishlist_entry')
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          user_id: ana.id,
          album_id: String(7_000_000 + index),
          added_at: now,
        })),
      )
      .execute();
    await follow(ctx.app, ana, bea);

    await importAndWait(bea, csv);
    const items = await eventually(
      () => listOf(ana),
      (list) => list.some((item) => item.kind === 'has-your-wish'),
    );
    const wishes = items.filter((item) => item.kind === 'has-your-wish');
    expect(wishes).toHaveLength(1);
    expect(wishes[0]).toMatchObject({ count: 40, actor: { name: 'Bea' } });
    // Bea hears that her import finished.
    expect((await listOf(bea)).filter((item) => item.kind === 'import')).toHaveLength(1);
  });

  it('one import is one notice, named by its file, however often its end is told', async () => {
    const { ana, bea } = await pair();
    const csv = generatedCsv(3, 7_100_000);
    await follow(ctx.app, ana, bea);
    // Carlos's import stores the albums, so Ana can wish for them.
    await importAndWait(await createUser(ctx.app, { name: 'Carlos' }), csv);
    const now = Date.now();
    await ctx.app.db
      .insertInto('wishlist_entry')
      .values(
        [0, 1, 2].map((index) => ({ user_id: ana.id, album_id: String(7_100_000 + index), added_at: now })),
      )
      .execute();
    await importAndWait(bea, csv);
    const [notice] = await eventually(
      () => listOf(bea),
      (list) => list.some((item) => item.kind === 'import'),
    );
    expect(describeNotification(notice!)).toBe('Tu importación de «coleccion.csv» ha terminado');
    const importId = notice!.subjectId!;
    // Read in Surcos, then told again (a finish seen twice): nothing new for Bea, nor for Ana.
    expect((await as(ctx.app, bea).post('/api/me/notifications/read')).statusCode).toBe(204);
    const notifier = createNotifier({
      notifications: createNotificationsRepository(ctx.app.db, ctx.app.dialect),
      follows: { followerIds: () => Promise.resolve([]) },
      collections: { findById: () => Promise.resolve(undefined) },
      messages: { conversationFor: () => Promise.resolve(undefined) },
      importJobs: {
        find: (id: string) =>
          ctx.app.db.selectFrom('import_job').selectAll().where('id', '=', id).executeTakeFirst(),
      },
      publisher: { publish: () => Promise.resolve() } as unknown as Publisher,
      settings: ctx.config.notifications,
      log: ctx.app.log,
    });
    await notifier.notifier.importFinished(bea.id, importId);
    await notifier.notifier.importFinished(bea.id, importId);
    const beas = await listOf(bea);
    expect(beas.filter((item) => item.kind === 'import')).toEqual([expect.objectContaining({ read: true })]);
    // Ana's notice is written by the import's own work, which may end after Bea's.
    const anas = await eventually(
      () => listOf(ana),
      (list) =>
        list
          .filter((item) => item.kind === 'has-your-wish')
          .reduce((sum, item) => sum + (item.count ?? 1), 0) >= 3,
    );
    const wishes = anas.filter((item) => item.kind === 'has-your-wish');
    expect(wishes.map((item) => item.count)).toEqual([3]);
  });

  it('events of one group recorded at the same moment, by concurrent writers, still add up in one', async () => {
    const { ana, bea } = await pair();
    const repository = createNotificationsRepository(ctx.app.db, ctx.app.dialect);
    const event = {
      recipientId: ana.id,
      actorId: bea.id,
      kind: 'message' as const,
      groupKey: `message:concurrent-${bea.id}`,
      subjectId: null,
      subjectName: '',
      amount: 1,
    };
    const now = Date.now();
    // Two batches of messages whose grace ended together, told on two connections at once.
    await Promise.all(Array.from({ length: 4 }, () => repository.record([event], now, DAY_MS)));
    const items = await listOf(ana);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'message', count: 4 });
  });

  it('repeated events of one group while unread add up in one notification', async () => {
    const { ana, bea } = await pair();
    await follow(ctx.app, ana, bea);
    await wish(ctx.app, ana, '1');
    await wish(ctx.app, ana, '249504');
    await own(ctx.app, bea, '1');
    await own(ctx.app, bea, '249504');
    const items = await listOf(ana);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'has-your-wish', count: 2, subjectId: '249504' });
    expect(texts.notifications.texts.hasYourWish('Bea', 2, '')).toBe(
      'Bea ha añadido 2 discos que están en tu wishlist',
    );
  });
});

describe('preferences', () => {
  it('answers every kind, on by default, and stores a change', async () => {
    const ana = await createUser(ctx.app);
    const initial = (
      await as(ctx.app, ana).get('/api/me/notifications/preferences')
    ).json<NotificationPreferences>();
    expect(initial.preferences).toHaveLength(6);
    expect(initial.preferences.every((each) => each.inApp && each.email)).toBe(true);
    const changed = await setPreferences(ana, {
      preferences: [{ kind: 'follower', inApp: false, email: true }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<NotificationPreferences>().preferences[0]).toEqual({
      kind: 'follower',
      inApp: false,
      email: true,
    });
  });

  it.each([
    [
      { preferences: [{ kind: 'likes', inApp: true, email: true }] },
      texts.notifications.errors.unknownKind('likes'),
    ],
    [
      { preferences: [{ kind: 'follower', inApp: 'sí', email: true }] },
      texts.notifications.errors.notBoolean('inApp'),
    ],
    [
      { preferences: [{ kind: 'follower', inApp: true, email: true, sms: true }] },
      texts.notifications.errors.unknownField,
    ],
    [{ preferences: [] }, texts.notifications.errors.preferencesList],
    [
      {
        preferences: [
          { kind: 'follower', inApp: true, email: true },
          { kind: 'follower', inApp: false, email: true },
        ],
      },
      texts.notifications.errors.repeatedKind,
    ],
  ])('refuses %j with a clear Spanish error, changing nothing', async (payload, message) => {
    const ana = await createUser(ctx.app);
    const response = await setPreferences(ana, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.message).toContain(message);
    expect(await storedPreferences(ana.id)).toEqual([]);
  });

  it('a kind switched off in Surcos is neither listed nor counted', async () => {
    const { ana, bea } = await pair();
    await setPreferences(ana, { preferences: [{ kind: 'follower', inApp: false, email: false }] });
    await follow(ctx.app, bea, ana);
    expect(await listOf(ana)).toEqual([]);
    expect(await unreadOf(ana)).toBe(0);
  });
});

describe('the daily mail and unsubscribing', () => {
  it('mails unread notifications once, with a signed link that unsubscribes without signing in', async () => {
    const { ana, bea } = await pair();
    await follow(ctx.app, bea, ana);
    const mail = await smtp.waitForMail(ana.email, 8000);
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    expect(body).toContain('Bea ha empezado a seguirte');
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const link = /https?:\/\/[^\s"<>/]+\/unsubscribe\?token=[^\s"<>]+/.exec(body)?.[0];
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);

    const preview = await asVisitor(ctx.app).get(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(preview.json()).toEqual({ scope: 'all', language: 'es' });
    // The one-click post of a mail client: a form body, no cookie.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    const preferences = (
      await as(ctx.app, ana).get('/api/me/notifications/preferences')
    ).json<NotificationPreferences>();
    expect(preferences.preferences.every((each) => each.inApp && !each.email)).toBe(true);

    // Nothing more is mailed to Ana, and the notification was mailed once.
    const mailsBefore = smtp.mails.filter((each) => each.to.includes(ana.email.toLowerCase())).length;
    const carlos = await createUser(ctx.app, { name: 'Carlos' });
    await follow(ctx.app, carlos, ana);
    await sleep(2500);
    expect(smtp.mails.filter((each) => each.to.includes(ana.email.toLowerCase()))).toHaveLength(mailsBefore);
  });

  it('waits while the member has Surcos open, and leaves out what they read there', async () => {
    const { ana, bea } = await pair();
    const carlos = await createUser(ctx.app, { name: 'Carlos' });
    const socket = await openConnected(await socketUrl(), ana.cookie);
    try {
      await follow(ctx.app, bea, ana);
      await follow(ctx.app, carlos, ana);
      // Online for three quiet periods and several digest intervals: no mail.
      await sleep(3 * QUIET_MS);
      expect(mailsTo(ana)).toEqual([]);
      const carlosNotice = (await listOf(ana)).find((item) => item.actor?.name === 'Carlos');
      expect((await as(ctx.app, ana).post(`/api/me/notifications/${carlosNotice!.id}/read`)).statusCode).toBe(
        204,
      );
    } finally {
      socket.close();
    }
    const closedAt = Date.now();
    const mail = await smtp.waitForMail(ana.email, 8000);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(QUIET_MS - 250);
    const body = mailText(mail.raw);
    expect(body).toContain('Bea ha empezado a seguirte');
    expect(body).not.toContain('Carlos');
    expect(mailsTo(ana)).toHaveLength(1);
  });

  it('a kind switched off for mail is never mailed', async () => {
    const { ana, bea } = await pair();
    await setPreferences(ana, { preferences: [{ kind: 'follower', inApp: true, email: false }] });
    await follow(ctx.app, bea, ana);
    await sleep(2500);
    expect(smtp.mails.filter((each) => each.to.includes(ana.email.toLowerCase()))).toEqual([]);
    expect(await unreadOf(ana)).toBe(1);
  });

  describe('is written in the recipient’s language, whatever language the mail is sent from', () => {
    it('the catalogues differ where these tests look, so they prove something', () => {
      const words = (catalogue: Catalogue) => [
        catalogue.notifications.mail.subject(1),
        catalogue.notifications.mail.greeting('Ana'),
        catalogue.notifications.mail.intro,
        catalogue.notifications.mail.open,
        catalogue.notifications.mail.unsubscribe,
        catalogue.notifications.mail.unsubscribeButton,
        catalogue.notifications.texts.follower('Bea'),
      ];
      const spanish = words(es);
      words(en).forEach((text, index) => expect(text).not.toBe(spanish[index]));
    });

    for (const [chosen, catalogue, other] of [
      ['en', en, es],
      [null, es, en],
    ] as const) {
      it(`${chosen === 'en' ? 'English to a member who chose it' : 'Spanish to a member who never chose'}: subject, greeting, items and the way out`, async () => {
        const { ana, bea } = await pair();
        if (chosen) await as(ctx.app, ana).put('/api/me/language', { language: chosen });
        else await ctx.app.db.updateTable('user').set({ language: null }).where('id', '=', ana.id).execute();
        // Bea's browser speaks the other language: the mail follows Ana's setting, not the act's.
        await as(ctx.app, bea).put('/api/me/language', { language: other === en ? 'en' : 'es' });
        await follow(ctx.app, bea, ana);

        const mail = await smtp.waitForMail(ana.email, 8000);
        const t = catalogue.notifications.mail;
        expect(subjectOf(mail)).toBe(t.subject(1));
        const body = textOf(mail);
        for (const text of [
          t.greeting('Ana'),
          t.intro,
          `- ${catalogue.notifications.texts.follower('Bea')}: `,
          t.open,
          t.unsubscribe,
          t.unsubscribeButton,
        ])
          expect(body).toContain(text);
        for (const text of [
          other.notifications.mail.intro,
          other.notifications.mail.unsubscribe,
          other.notifications.texts.follower('Bea'),
        ])
          expect(body).not.toContain(text);
        expect(body).toMatch(/\/unsubscribe\?token=/);
      });
    }
  });

  it('a link’s page speaks its member’s setting as it is now, whoever opens it on whatever device', async () => {
    const { ana, bea } = await pair();
    const linkOf = (user: TestUser) =>
      `/api/notifications/unsubscribe?token=${encodeURIComponent(
        createUnsubscribeToken(ctx.config.authSecret, {
          userId: user.id,
          scope: 'all',
          expiresAt: Date.now() + DAY_MS,
        }),
      )}`;
    const languageAt = async (url: string, headers: Record<string, string>) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      return response.json<UnsubscribePreview>().language;
    };
    const spanishDevice = { 'accept-language': 'es-ES,es;q=0.9', cookie: `${LANGUAGE_COOKIE}=es` };
    const englishDevice = { 'accept-language': 'en-US,en;q=0.9', cookie: `${LANGUAGE_COOKIE}=en` };

    await as(ctx.app, ana).put('/api/me/language', { language: 'en' });
    const link = linkOf(ana);
    expect(await languageAt(link, spanishDevice)).toBe('en');
    // Bea, signed in and speaking Spanish, opens Ana's link: Ana's language still.
    expect(await languageAt(link, { ...spanishDevice, cookie: `${bea.cookie}; ${LANGUAGE_COOKIE}=es` })).toBe(
      'en',
    );

    // A setting changed after the mail went out: the same link follows it.
    await as(ctx.app, ana).put('/api/me/language', { language: 'es' });
    expect(await languageAt(link, englishDevice)).toBe('es');

    // A member who never chose (a null setting) reads Spanish.
    await ctx.app.db.updateTable('user').set({ language: null }).where('id', '=', bea.id).execute();
    expect(await languageAt(linkOf(bea), englishDevice)).toBe('es');
  });

  it('a forged or expired link is refused with a clear message and changes nothing', async () => {
    const ana = await createUser(ctx.app);
    const forged = createUnsubscribeToken('not-the-server-secret-not-the-server-secret', {
      userId: ana.id,
      scope: 'all',
      expiresAt: Date.now() + DAY_MS,
    });
    const expired = createUnsubscribeToken(ctx.config.authSecret, {
      userId: ana.id,
      scope: 'all',
      expiresAt: Date.now() - 1000,
    });
    const [payload] = createUnsubscribeToken(ctx.config.authSecret, {
      userId: ana.id,
      scope: 'all',
      expiresAt: Date.now() + DAY_MS,
    }).split('.');
    for (const token of [forged, expired, `${payload}.`, 'basura', `${payload}.${'A'.repeat(43)}`]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({
          method,
          url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().error.message).toBe(texts.notifications.unsubscribe.invalid);
      }
    }
    expect(await storedPreferences(ana.id)).toEqual([]);
  });
});

describe('whose mail is due', () => {
  // An instance whose mail runs once a day: nothing here is mailed behind the test's back.
  let daily: TestContext;
  beforeAll(async () => {
    daily = await createTestContext(
      { DIGEST_EVERY_SECONDS: '86400' },
      { notifications: { digestEveryMs: DAY_MS, messageGraceMs: 100, digestQuietMs: 15 * 60 * 1000 } },
    );
  });
  afterAll(() => daily.close());

  it('users mailed within the interval never crowd out one whose mail is due', async () => {
    const now = Date.now();
    const unread = (userId: string) => ({
      id: `aviso-${userId}`,
      user_id: userId,
      actor_id: null,
      kind: 'import',
      group_key: `import-${userId}`,
      subject_id: null,
      created_at: now,
      updated_at: now,
    });
    const mailedRecently = await Promise.all(
      Array.from({ length: 25 }, (_, index) => createUser(daily.app, { name: `Reciente ${index}` })),
    );
    await daily.app.db
      .insertInto('notification_digest')
      .values(mailedRecently.map((user) => ({ user_id: user.id, sent_at: now - 60_000 })))
      .execute();
    await daily.app.db
      .insertInto('notification')
      .values(mailedRecently.map((user) => unread(user.id)))
      .execute();
    const due = await createUser(daily.app, { name: 'Pendiente' });
    await daily.app.db.insertInto('notification').values(unread(due.id)).execute();

    const candidates = await createNotificationsRepository(daily.app.db, daily.app.dialect).digestCandidates(
      now,
      DAY_MS,
      0,
      20,
    );
    expect(candidates).toEqual([due.id]);
  });
});

describe('pruning', () => {
  it('deletes notifications older than 90 days and keeps newer ones', async () => {
    const { ana, bea } = await pair();
    await follow(ctx.app, bea, ana);
    const old = Date.now() - 91 * DAY_MS;
    await ctx.app.db
      .insertInto('notification')
      .values({
        id: `viejo-${ana.id}`,
        user_id: ana.id,
        actor_id: bea.id,
        kind: 'follower',
        group_key: 'viejo',
        subject_id: null,
        created_at: old,
        updated_at: old,
      })
      .execute();
    // A starting instance prunes at once.
    await ctx.buildAnother();
    const left = await eventually(
      () => ctx.app.db.selectFrom('notification').select('id').where('user_id', '=', ana.id).execute(),
      (rows) => rows.length === 1,
    );
    expect(left[0]!.id).not.toBe(`viejo-${ana.id}`);
  });
});

/** A collection export with `count` rows of made-up releases from `start`. */
function generatedCsv(count: number, start: number): string {
  const header =
    'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes';
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `CAT-${index},Artista ${index},Disco ${index},Sello,"LP, Album",,1999,${start + index},Estante,2020-01-02 03:04:05,,,`,
  );
  return [header, ...rows].join('\n');
}

async function importAndWait(user: TestUser, csv: string): Promise<void> {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports?name=coleccion.csv',
    payload: csv,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
  });
  expect(started.statusCode).toBe(201);
  await eventually(
    async () =>
      (await as(ctx.app, user).get('/api/imports/current')).json<{ job: { state: string } | null }>().job
        ?.state,
    (state) => state === 'done',
  );
}
