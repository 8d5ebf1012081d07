import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The bell asks for this on every first load: the schema is loaded, not imported (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/notifications').then((contracts) => contracts.NotificationSummarySchema);

/** Kept fresh by `notifications.changed` over the socket, so no polling. */
export const notificationSummaryQueryOptions = () =>
  itemQueryOptions(scopedKey('notifications', 'summary'), '/api/me/notifications/summary', loadSchema);

/** The bell's unread count; only asked while signed in. */
export function useNotificationSummary({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationSummaryQueryOptions(), enabled });
}
