import { UnsubscribePreviewSchema } from '@surcos/contracts/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const unsubscribePath = (token: string) =>
  `/api/notifications/unsubscribe?${new URLSearchParams({ token }).toString()}`;

/** What the link would switch off; a forged or expired link answers an error. Asked once: nothing else changes it. */
export function useUnsubscribePreview(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiGet(unsubscribePath(token), { signal, schema: UnsubscribePreviewSchema }),
    retry: false,
    staleTime: Infinity,
  });
}

/** Switches the link's mails off; works without signing in, the signed token is the permission. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => apiPost(unsubscribePath(token), undefined) });
}
