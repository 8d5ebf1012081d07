import type { HandleBody, HandleChange } from '@surcos/contracts/handles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

export const changeHandle = (body: HandleBody): Promise<HandleChange> =>
  apiPut<HandleChange>('/api/me/handle', body);

/** The member's one change of handle: the session says so at once, and their profile shows it. */
export function useChangeHandle(userId: string) {
  const applyOperation = useApplyOperation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeHandle,
    onSuccess: () =>
      Promise.all([
        applyOperation('account.change'),
        queryClient.invalidateQueries({ queryKey: scopedKey('user-profile', userId) }),
      ]),
  });
}
