import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useAnnounceServerFacts } from '../../../lib/server-facts.ts';

/** The server keeps the time, so '¡Nuevos!' clears on every device (PRODUCT.md 9). */
export const visitFeed = (): Promise<null> => apiPost('/api/feed/visit', undefined);

export function useVisitFeed() {
  const announce = useAnnounceServerFacts();
  return useMutation({
    mutationFn: visitFeed,
    onSuccess: () => announce(['counts.changed']),
  });
}
