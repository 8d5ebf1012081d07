import type { RegisterBody } from '@surcos/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { startSession } from './get-session.ts';

export const signUp = (body: RegisterBody): Promise<unknown> => apiPost('/api/auth/sign-up/email', body);

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // The server signs the new user in straight away.
    onSuccess: () => startSession(queryClient),
  });
}
