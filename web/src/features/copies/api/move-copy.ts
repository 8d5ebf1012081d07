import type { Copy } from '@surcos/contracts/copies';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

const loadSchema = () => import('@surcos/contracts/copies').then((contracts) => contracts.CopySchema);

interface MoveCopy {
  copyId: string;
  /** The album it leaves, and the pressing it moves to. */
  fromAlbumId: string;
  toAlbumId: string;
}

/** 'Otras ediciones': the copy moves to another pressing of the same record, details and all. */
export const moveCopy = ({ copyId, toAlbumId }: MoveCopy): Promise<Copy> =>
  apiPost(
    `/api/me/copies/${encodeURIComponent(copyId)}/edition`,
    { albumId: toAlbumId },
    { schema: loadSchema },
  );

export function useMoveCopy() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: moveCopy,
    // One album may gain its first copy and the other lose its last: both refresh as after an add and a removal.
    onSuccess: async (_copy, { fromAlbumId, toAlbumId }) => {
      await applyOperation('album.add', { albumId: toAlbumId });
      await applyOperation('album.remove', { albumId: fromAlbumId });
    },
  });
}
