import type { UpdateNameBody } from '@surcos/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshSession } from './get-session.ts';

export const updateUser = (body: UpdateNameBody): Promise<unknown> => apiPost('/api/auth/update-user', body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => refreshSession(queryClient),
  });
}
