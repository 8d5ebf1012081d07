import type { ResetPasswordBody } from '@surcos/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshSession } from './get-session.ts';

/** Whether a reset link is still good; it fails with INVALID_TOKEN when it is not. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => apiPost('/api/auth/check-reset-token', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody): Promise<unknown> => apiPost('/api/auth/reset-password', body),
    // Every session of the account has ended, this browser's too if it was signed in as them.
    onSuccess: () => refreshSession(queryClient),
  });
}
