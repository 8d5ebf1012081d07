import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { resetToSignedOut } from './get-session.ts';

export const signOut = (): Promise<unknown> => apiPost('/api/auth/sign-out', {});

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => resetToSignedOut(queryClient),
  });
}
