import type { NotificationPage } from '@surcos/contracts/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/notifications').then((contracts) => contracts.NotificationPageSchema);

export const notificationsQueryOptions = () =>
  pagedQueryOptions(
    scopedKey('notifications', 'list'),
    pageFetcher<NotificationPage>('/api/me/notifications', loadSchema),
  );

/** The user's notifications, newest first; `notifications.changed` keeps them fresh. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
