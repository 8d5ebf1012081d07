import type { NotificationPage, NotificationSummary } from '@surcos/contracts/notifications';
import { texts } from '../../lib/texts.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { BellRepository } from './bell.repository.ts';
import { presentNotification } from './notifications.presenter.ts';

interface BellDeps {
  notifications: BellRepository;
  publisher: Publisher;
}

/** The bell: the recipient's notifications, how many are unread, and reading them. */
export function createBell({ notifications, publisher }: BellDeps) {
  return {
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
  };
}
