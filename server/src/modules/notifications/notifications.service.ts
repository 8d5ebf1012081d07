import type { FastifyBaseLogger } from 'fastify';
import {
  describeNotification,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAX_AGE_DAYS,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesBody,
  type NotificationSummary,
  notificationPath,
  type UnsubscribePreview,
} from '@surcos/contracts/notifications';
import { texts } from '@surcos/contracts/texts';
import type { Config } from '../../config.ts';
import { type Actor, serverActor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createJobRunner } from '../../lib/jobs.ts';
import { toPage } from '../../lib/paging.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notificationDigestMail } from '../../mail/templates.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { AlbumInterest, AlbumScope, NotificationsRepository } from './notifications.repository.ts';
import { createUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Events of one group merge into its unread notification while it changed this recently. */
export const GROUP_WINDOW_MS = 60 * 60 * 1000;
/** How long a mailed unsubscribe link keeps working. */
const UNSUBSCRIBE_LINK_DAYS = 60;
/** Users mailed per digest step; the next step takes the next ones. */
const DIGEST_USERS_PER_STEP = 20;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface NotificationsDeps {
  notifications: NotificationsRepository;
  publisher: Publisher;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'notifications'>;
  log: FastifyBaseLogger;
}

const invalidLink = () => new AppError('INVALID_TOKEN', texts.notifications.unsubscribe.invalid);

/**
 * Notifications: what other services tell (`notifier`), the bell's list and
 * preferences, and the background work (the daily mail, pruning). Telling
 * never fails the write that caused it: that write has committed already.
 */
export function createNotificationsService({
  notifications,
  publisher,
  mailer,
  config,
  log,
}: NotificationsDeps) {
  const settings = config.notifications;
  const pendingMessages = new Set<NodeJS.Timeout>();

  const announce = (recipients: readonly string[], actorId: string) =>
    recipients.length > 0
      ? publisher.publish('notification.create', { actor: serverActor(actorId), others: recipients })
      : Promise.resolve();

  interface Event {
    recipientId: string;
    groupKey: string;
    subjectId: string | null;
    subjectName: string;
    amount: number;
  }

  /** The events whose recipients the rules let hear of the actor. */
  async function allowedEvents(kind: NotificationKind, actorId: string, events: readonly Event[]) {
    const allowed = new Set(
      await notifications.recipientsAllowed(
        kind,
        actorId,
        events.map((event) => event.recipientId),
      ),
    );
    return events
      .filter((event) => allowed.has(event.recipientId))
      .map((event) => ({ ...event, kind, actorId }));
  }

  /** Writes one event to each recipient the rules allow, then rings their bells. */
  async function tell(kind: NotificationKind, actorId: string, events: readonly Event[]): Promise<void> {
    const toTell = await allowedEvents(kind, actorId, events);
    await notifications.record(toTell, Date.now(), GROUP_WINDOW_MS);
    await announce(
      toTell.map((event) => event.recipientId),
      actorId,
    );
  }

  const fromInterests = (kind: NotificationKind, actorId: string, interests: readonly AlbumInterest[]) =>
    tell(
      kind,
      actorId,
      interests.map((each) => ({
        recipientId: each.recipient_id,
        groupKey: `${kind}:${actorId}`,
        subjectId: each.subject_id,
        subjectName: each.subject_name,
        amount: Number(each.count),
      })),
    );

  async function albumsOf(actorId: string, scope: AlbumScope): Promise<void> {
    await fromInterests('has-your-wish', actorId, await notifications.followersWishing(actorId, scope));
    await fromInterests('wants-yours', actorId, await notifications.followersOwning(actorId, scope));
  }

  /** Runs a notifier's work, logging rather than failing the caller. */
  const safely =
    <Args extends unknown[]>(what: string, work: (...args: Args) => Promise<void>) =>
    async (...args: Args): Promise<void> => {
      try {
        await work(...args);
      } catch (error) {
        log.error({ err: error, notification: what }, 'notification could not be written');
      }
    };

  interface SentMessage {
    senderId: string;
    recipientId: string;
    conversationId: string;
  }
  /**
   * Messages whose grace ended, told together once the timers due at the same
   * moment have all run: at a busy time that is one transaction for many
   * messages instead of one each.
   */
  let graceEnded: SentMessage[] = [];
  let telling: NodeJS.Immediate | null = null;

  const tellMessages = safely('message', async (sent: readonly SentMessage[]) => {
    const toTell = [];
    for (const { senderId, recipientId, conversationId } of sent) {
      // The open conversation marks itself read as the message arrives: then there is nothing to tell.
      if (!(await notifications.conversationUnread(recipientId, conversationId))) continue;
      const event = {
        recipientId,
        groupKey: `message:${conversationId}`,
        subjectId: conversationId,
        subjectName: '',
        amount: 1,
      };
      toTell.push(...(await allowedEvents('message', senderId, [event])));
    }
    await notifications.record(toTell, Date.now(), GROUP_WINDOW_MS);
    for (const event of toTell) await announce([event.recipientId], event.actorId);
  });

  function graceEnd(message: SentMessage): void {
    graceEnded.push(message);
    telling ??= setImmediate(() => {
      telling = null;
      const sent = graceEnded;
      graceEnded = [];
      void tellMessages(sent);
    });
  }

  /** What the other services call after their writes commit. */
  const notifier = {
    followed: safely('follower', (actorId: string, followedId: string) =>
      tell('follower', actorId, [
        {
          recipientId: followedId,
          groupKey: `follower:${actorId}`,
          subjectId: null,
          subjectName: '',
          amount: 1,
        },
      ]),
    ),

    /** Told after a grace period, and only if the recipient has not read the conversation by then. */
    messaged: (senderId: string, recipientId: string, conversationId: string): Promise<void> => {
      const timer = setTimeout(() => {
        pendingMessages.delete(timer);
        graceEnd({ senderId, recipientId, conversationId });
      }, settings.messageGraceMs);
      pendingMessages.add(timer);
      return Promise.resolve();
    },

    albumAdded: safely('album', (actorId: string, albumId: string) => albumsOf(actorId, { albumId })),

    wished: safely('wish', async (actorId: string, albumId: string) =>
      fromInterests('wants-yours', actorId, await notifications.followersOwning(actorId, { albumId })),
    ),

    collectionPublished: safely('collection', async (actorId: string, collectionId: string) => {
      const name = await notifications.collectionName(collectionId);
      if (name === null) return;
      const followers = await notifications.followerIds(actorId);
      await tell(
        'collection',
        actorId,
        followers.map((recipientId) => ({
          recipientId,
          groupKey: `collection:${collectionId}`,
          subjectId: collectionId,
          subjectName: name,
          amount: 1,
        })),
      );
    }),

    /** The importer hears it finished; followers hear once, grouped, of what concerns them. */
    importFinished: safely('import', async (userId: string, importId: string) => {
      const source = await notifications.importSource(importId);
      if (source !== null && (await notifications.wantsKind(userId, 'import'))) {
        await notifications.record(
          [
            {
              recipientId: userId,
              actorId: null,
              kind: 'import',
              groupKey: `import:${importId}`,
              subjectId: importId,
              subjectName: source,
              amount: 1,
            },
          ],
          Date.now(),
          GROUP_WINDOW_MS,
        );
        await announce([userId], userId);
      }
      await albumsOf(userId, { importId });
    }),

    /** The member read the conversation: its message notification is read too. */
    conversationRead: safely('message-read', async (actor: Actor, conversationId: string) => {
      if (
        await notifications.markAllRead(actor.userId, Date.now(), {
          kind: 'message',
          subjectId: conversationId,
        })
      )
        await publisher.publish('notification.read', { actor: serverActor(actor.userId) });
    }),
  };

  function unsubscribeUrl(userId: string, now: number): { page: string; oneClick: string } {
    const token = createUnsubscribeToken(config.authSecret, {
      userId,
      scope: 'all',
      expiresAt: now + UNSUBSCRIBE_LINK_DAYS * DAY_MS,
    });
    const query = `token=${encodeURIComponent(token)}`;
    return {
      page: `${config.publicUrl}/unsubscribe?${query}`,
      oneClick: `${config.publicUrl}/api/notifications/unsubscribe?${query}`,
    };
  }

  /** Mails one user's digest if it is due and this instance wins the claim; true when a mail went out. */
  async function sendDigest(userId: string, now: number): Promise<boolean> {
    if (!(await notifications.claimDigest(userId, now, settings.digestEveryMs))) return false;
    const rows = await notifications.digestItems(userId);
    const recipient = await notifications.recipientOf(userId);
    if (rows.length === 0 || !recipient) return false;
    const items = rows.flatMap((row) => {
      const item = presentNotification(row);
      return item
        ? [{ text: describeNotification(item), url: `${config.publicUrl}${notificationPath(item)}` }]
        : [];
    });
    const links = unsubscribeUrl(userId, now);
    await mailer.send(
      notificationDigestMail({
        to: recipient.email,
        name: recipient.name,
        items,
        listUrl: `${config.publicUrl}/notifications`,
        unsubscribeUrl: links.page,
        oneClickUrl: links.oneClick,
      }),
    );
    await notifications.markEmailed(
      rows.map((row) => row.id),
      now,
    );
    return true;
  }

  let lastPrune = 0;
  /** One step of the background work: prune now and then, then mail the digests that are due. */
  async function backgroundStep(): Promise<boolean> {
    const now = Date.now();
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now;
      await notifications.prune(now - NOTIFICATION_MAX_AGE_DAYS * DAY_MS);
    }
    if (!mailer.isAvailable) return false;
    let sent = false;
    for (const userId of await notifications.digestCandidates(
      now,
      settings.digestEveryMs,
      DIGEST_USERS_PER_STEP,
    )) {
      if (await sendDigest(userId, now)) sent = true;
    }
    return sent;
  }

  const runner = createJobRunner({
    step: backgroundStep,
    pauseMs: 1000,
    pollMs: Math.min(settings.digestEveryMs, 60_000),
    log,
    name: 'notifications',
  });

  return {
    notifier,

    async list(userId: string, cursor: string | undefined): Promise<NotificationPage> {
      return toPage(await notifications.list(userId, cursor), presentNotification);
    },

    async summary(userId: string): Promise<NotificationSummary> {
      return { unread: await notifications.unreadCount(userId) };
    },

    async markRead(actor: Actor, id: string): Promise<void> {
      const { found, changed } = await notifications.markRead(actor.userId, id, Date.now());
      if (!found) throw new AppError('NOT_FOUND', texts.notifications.errors.notFound);
      if (changed) await publisher.publish('notification.read', { actor });
    },

    async markAllRead(actor: Actor): Promise<void> {
      if (await notifications.markAllRead(actor.userId, Date.now()))
        await publisher.publish('notification.read', { actor });
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      return { preferences: await notifications.preferences(userId) };
    },

    async setPreferences(actor: Actor, body: NotificationPreferencesBody): Promise<NotificationPreferences> {
      await notifications.setPreferences(actor.userId, body.preferences);
      // A kind switched off leaves the list and the count.
      await publisher.publish('notification.read', { actor });
      return { preferences: await notifications.preferences(actor.userId) };
    },

    /** What a link would do, without doing it. */
    async unsubscribePreview(token: string): Promise<UnsubscribePreview> {
      const claims = readUnsubscribeToken(config.authSecret, token, Date.now());
      if (!claims || !(await notifications.userExists(claims.userId))) throw invalidLink();
      return { scope: claims.scope };
    },

    /** Switches the link's mails off; a forged or expired link changes nothing. */
    async unsubscribe(token: string): Promise<void> {
      const claims = readUnsubscribeToken(config.authSecret, token, Date.now());
      if (!claims || !(await notifications.userExists(claims.userId))) throw invalidLink();
      await notifications.disableEmail(
        claims.userId,
        claims.scope === 'all' ? NOTIFICATION_KINDS : [claims.scope],
      );
    },

    /** Exposed for tests and the worker: one pass of the digest and pruning. */
    backgroundStep,
    start: runner.start,
    async stop() {
      for (const timer of pendingMessages) clearTimeout(timer);
      pendingMessages.clear();
      if (telling) clearImmediate(telling);
      telling = null;
      graceEnded = [];
      await runner.stop();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
export type Notifier = NotificationsService['notifier'];
