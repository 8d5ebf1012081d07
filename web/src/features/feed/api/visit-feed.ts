import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** The server keeps the time, so '¡Nuevos!' clears on every device (PRODUCT.md 9). */
export const visitFeed = (): Promise<null> => apiPost('/api/feed/visit', undefined);

export function useVisitFeed() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: visitFeed,
    onSuccess: () => applyOperation('feed.visit'),
  });
}
