import type { NotificationPreference, NotificationPreferences } from '@surcos/contracts/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () =>
  import('@surcos/contracts/notifications').then((contracts) => contracts.NotificationPreferencesSchema);

export const notificationPreferencesQueryOptions = () =>
  itemQueryOptions(
    scopedKey('notifications', 'preferences'),
    '/api/me/notifications/preferences',
    loadSchema,
  );

/** Each kind's switches: in Surcos, and by mail. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export const saveNotificationPreferences = (preferences: NotificationPreference[]) =>
  apiPut<NotificationPreferences>('/api/me/notifications/preferences', { preferences });

export function useSaveNotificationPreferences() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    // A kind switched off leaves the list and the bell.
    onSuccess: () => applyOperation('notification.read'),
  });
}
