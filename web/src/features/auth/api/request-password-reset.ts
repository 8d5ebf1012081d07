import type { ForgotPasswordBody } from '@surcos/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const requestPasswordReset = (body: ForgotPasswordBody): Promise<unknown> =>
  apiPost('/api/auth/request-password-reset', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
