import type { ChangePasswordBody } from '@surcos/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshSession } from './get-session.ts';

export const changePassword = (body: ChangePasswordBody): Promise<unknown> =>
  apiPost('/api/auth/change-password', body);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    // Other devices may know the old password: sign them out.
    mutationFn: (body: Pick<ChangePasswordBody, 'currentPassword' | 'newPassword'>) =>
      changePassword({ ...body, revokeOtherSessions: true }),
    // Revoking sessions gives this browser a new one.
    onSuccess: () => refreshSession(queryClient),
  });
}
