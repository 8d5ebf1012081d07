import { languageOr } from '@surcos/contracts/languages';
import {
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  type NotificationPreferencesBody,
  type UnsubscribePreview,
} from '@surcos/contracts/notifications';
import { texts } from '../../lib/texts.ts';
import type { Config } from '../../config.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createActivity } from './activity.service.ts';
import { createBell } from './bell.service.ts';
import { createDigest } from './digest.service.ts';
import { createNotifier, type NotifierDeps } from './notifier.service.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

type NotificationsDeps = Omit<NotifierDeps, 'notifications' | 'settings'> & {
  notifications: NotificationsRepository;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'notifications'>;
};

const invalidLink = () => new AppError('INVALID_TOKEN', texts.notifications.unsubscribe.invalid);

/**
 * Notifications: what other services tell (`notifier`, notifier.service.ts),
 * the bell (bell.service.ts), each person's switches and unsubscribing
 * (here), and the background work of the daily mail and pruning
 * (digest.service.ts).
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { notifications, publisher, config } = deps;
  const notifier = createNotifier({ ...deps, settings: config.notifications });
  const digest = createDigest(deps);
  const activity = createActivity({
    notifications,
    quietMs: config.notifications.digestQuietMs,
    log: deps.log,
  });

  /** What a signed link says, if it is valid and its member is still there, and their language now. */
  async function linkClaims(token: string) {
    const claims = readUnsubscribeToken(config.authSecret, token, Date.now());
    const recipient = claims && (await notifications.recipientOf(claims.userId));
    if (!claims || !recipient) throw invalidLink();
    return { ...claims, language: languageOr(recipient.language) };
  }

  return {
    notifier: notifier.notifier,
    /** Sockets opening and closing: the daily mail waits while their member has Surcos open. */
    activity: { opened: activity.opened, closed: activity.closed },
    ...createBell({ notifications, publisher }),

    async preferences(userId: string): Promise<NotificationPreferences> {
      return { preferences: await notifications.preferences(userId) };
    },

    async setPreferences(actor: Actor, body: NotificationPreferencesBody): Promise<NotificationPreferences> {
      await notifications.setPreferences(actor.userId, body.preferences);
      // A kind switched off leaves the list and the count.
      await publisher.publish('notification.read', { actor });
      return { preferences: await notifications.preferences(actor.userId) };
    },

    /**
     * What a link would do, without doing it, and the language its page speaks: the member's
     * setting as it is now (the mail may be older), whoever opens the link on whatever device.
     */
    async unsubscribePreview(token: string): Promise<UnsubscribePreview> {
      const { scope, language } = await linkClaims(token);
      return { scope, language };
    },

    /** Switches the link's mails off; a forged or expired link changes nothing. */
    async unsubscribe(token: string): Promise<void> {
      const claims = await linkClaims(token);
      await notifications.disableEmail(
        claims.userId,
        claims.scope === 'all' ? NOTIFICATION_KINDS : [claims.scope],
      );
    },

    /** Exposed for tests and the worker: one pass of the digest and pruning. */
    backgroundStep: digest.backgroundStep,
    start() {
      activity.start();
      digest.start();
    },
    async stop() {
      notifier.stop();
      activity.stop();
      await digest.stop();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
