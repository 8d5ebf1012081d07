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
import type { UsersRepository } from '../users/users.repository.ts';
import { createActivity } from './activity.service.ts';
import { createBell } from './bell.service.ts';
import { createDigest } from './digest.service.ts';
import { createNotifier, type NotifierDeps } from './notifier.service.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

type NotificationsDeps = Omit<NotifierDeps, 'notifications' | 'settings'> & {
  notifications: NotificationsRepository;
  users: Pick<UsersRepository, 'exists'>;
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
  const { notifications, users, publisher, config } = deps;
  const notifier = createNotifier({ ...deps, settings: config.notifications });
  const digest = createDigest(deps);
  const activity = createActivity({
    notifications,
    quietMs: config.notifications.digestQuietMs,
    log: deps.log,
  });

  /** The user a signed link names, if it is valid and they are still there. */
  async function linkClaims(token: string) {
    const claims = readUnsubscribeToken(config.authSecret, token, Date.now());
    if (!claims || !(await users.exists(claims.userId))) throw invalidLink();
    return claims;
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

    /** What a link would do, without doing it. */
    async unsubscribePreview(token: string): Promise<UnsubscribePreview> {
      return { scope: (await linkClaims(token)).scope };
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
