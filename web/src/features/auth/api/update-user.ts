import type { UpdateNameBody } from '@surcos/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

export const updateUser = (body: UpdateNameBody): Promise<unknown> => apiPost('/api/auth/update-user', body);

export function useUpdateUser() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => applyOperation('account.change'),
  });
}
