import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

export const markNotificationRead = (id: string): Promise<null> =>
  apiPost(`/api/me/notifications/${encodeURIComponent(id)}/read`, undefined);

export const markAllNotificationsRead = (): Promise<null> => apiPost('/api/me/notifications/read', undefined);

/** Marks one notification read (opening it); the bell and the list change at once, socket or not. */
export function useMarkNotificationRead() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => applyOperation('notification.read'),
  });
}

/** 'Marcar todo como leído'. */
export function useMarkAllNotificationsRead() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => applyOperation('notification.read'),
  });
}
