import type { Copy, CopyBody } from '@surcos/contracts/copies';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

const loadSchema = () => import('@surcos/contracts/copies').then((contracts) => contracts.CopySchema);

export const addCopy = ({ albumId, body }: { albumId: string; body: CopyBody }): Promise<Copy> =>
  apiPost(`/api/me/albums/${encodeURIComponent(albumId)}/copies`, body, { schema: loadSchema });

/** Another copy of an album the user owns (the page offers it to owners only). */
export function useAddCopy() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: addCopy,
    onSuccess: (_copy, { albumId }) => applyOperation('copy.change', { albumId }),
  });
}
