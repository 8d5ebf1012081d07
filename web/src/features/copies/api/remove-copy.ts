import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

interface RemoveCopy {
  copyId: string;
  albumId: string;
  /** The user's last copy of the album: the server removes the album from My albums with it. */
  isLast: boolean;
}

export const removeCopy = ({ copyId }: RemoveCopy): Promise<null> =>
  apiDelete(`/api/me/copies/${encodeURIComponent(copyId)}`);

export function useRemoveCopy() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: removeCopy,
    onSuccess: (_nothing, { albumId, isLast }) =>
      applyOperation(isLast ? 'album.remove' : 'copy.change', { albumId }),
  });
}
