import type { BulkResult } from '@surcos/contracts/albums-bulk';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { undoWithToken } from '../../../lib/undo.ts';

const loadSchema = () =>
  import('@surcos/contracts/albums-bulk').then((contracts) => contracts.BulkResultSchema);

interface RemoveCopy {
  copyId: string;
  albumId: string;
  /** The user's last copy of the album: the server removes the album from My albums with it. */
  isLast: boolean;
}

/** Removes a copy; the answer's undo token puts it back exactly (the album too, for the last copy). */
export const removeCopy = ({ copyId }: RemoveCopy): Promise<BulkResult> =>
  apiPost(`/api/me/copies/${encodeURIComponent(copyId)}/remove`, undefined, { schema: loadSchema });

export function useRemoveCopy() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: removeCopy,
    onSuccess: (_result, { albumId, isLast }) =>
      applyOperation(isLast ? 'album.remove' : 'copy.change', { albumId }),
  });
}

/** 'Deshacer' of a copy's removal: a plain function, for it outlives the dialog that removed it. */
export function useRestoreCopy() {
  const applyOperation = useApplyOperation();
  return async (token: string, { albumId, isLast }: Omit<RemoveCopy, 'copyId'>): Promise<void> => {
    await undoWithToken(token);
    await applyOperation(isLast ? 'album.add' : 'copy.change', { albumId });
  };
}
