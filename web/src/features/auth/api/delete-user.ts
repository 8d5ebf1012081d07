import type { DeleteAccountBody } from '@surcos/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { resetToSignedOut } from './get-session.ts';

export const deleteUser = (body: DeleteAccountBody): Promise<unknown> =>
  apiPost('/api/auth/delete-user', body);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => resetToSignedOut(queryClient),
  });
}
