import type { SuspendBody } from '@surcos/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';
import { invalidateFacts } from '../../../lib/realtime/stale-queries.ts';

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const suspendUser = (id: string, body: SuspendBody): Promise<null> =>
  apiPost(`${userPath(id)}/suspend`, body);

export const unsuspendUser = (id: string): Promise<null> => apiDelete(`${userPath(id)}/suspend`);

export const deleteUserAsAdmin = (id: string): Promise<null> => apiDelete(userPath(id));

export type Moderation =
  | { action: 'suspend'; id: string; reason: string }
  | { action: 'unsuspend'; id: string }
  | { action: 'delete'; id: string };

/**
 * The admin's actions on a user. The server tells the admins' other tabs; this one refreshes
 * the admin lists itself once the action is done.
 */
export function useModerateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderation: Moderation) => {
      switch (moderation.action) {
        case 'suspend':
          return suspendUser(moderation.id, { reason: moderation.reason });
        case 'unsuspend':
          return unsuspendUser(moderation.id);
        case 'delete':
          return deleteUserAsAdmin(moderation.id);
      }
    },
    onSuccess: () => invalidateFacts(queryClient, [['moderation.changed']]),
  });
}
