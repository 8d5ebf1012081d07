import type { LoginBody } from '@surcos/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { startSession } from './get-session.ts';

export const signIn = (body: LoginBody): Promise<unknown> => apiPost('/api/auth/sign-in/email', body);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => startSession(queryClient),
  });
}
