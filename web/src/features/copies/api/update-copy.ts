import type { Copy, CopyBody } from '@surcos/contracts/copies';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

const loadSchema = () => import('@surcos/contracts/copies').then((contracts) => contracts.CopySchema);

export const updateCopy = ({ copyId, body }: { copyId: string; body: CopyBody }): Promise<Copy> =>
  apiPut(`/api/me/copies/${encodeURIComponent(copyId)}`, body, { schema: loadSchema });

export function useUpdateCopy() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: updateCopy,
    onSuccess: (copy) => applyOperation('copy.change', { albumId: copy.albumId }),
  });
}
