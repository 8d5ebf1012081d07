import type { BulkResult } from '@surcos/contracts/albums-bulk';
import { useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, isApiError } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { setViewerOwnership } from './get-album.ts';
import { useOwnershipChange } from './ownership-change.ts';
import { setOwnedInSearches } from './search-albums.ts';

const loadResult = () =>
  import('@surcos/contracts/albums-bulk').then((contracts) => contracts.BulkResultSchema);
const loadUndo = () =>
  import('@surcos/contracts/albums-bulk').then((contracts) => contracts.UndoResultSchema);

/** Idempotent: removing an album the user does not have succeeds too. */
export const removeAlbum = (id: string): Promise<null> =>
  apiDelete(`/api/me/albums/${encodeURIComponent(id)}`);

/**
 * What removing one album takes (its copies, those with notes or a grade):
 * a dry run of the bulk removal, asked before the confirmation.
 */
export const previewAlbumRemoval = (id: string): Promise<BulkResult> =>
  apiPost('/api/me/albums/bulk', { action: 'remove', albumIds: [id], dryRun: true }, { schema: loadResult });

const nothingRemoved: BulkResult = { albums: 0, copies: 0, copiesWithNotes: 0, gradedCopies: 0, undo: null };

/**
 * Removes one album through the bulk removal, which answers an undo token
 * that restores it exactly. Idempotent like the plain removal: an album no
 * longer the user's is no failure (there is nothing to undo).
 */
export async function removeAlbumUndoably(id: string): Promise<BulkResult> {
  try {
    return await apiPost('/api/me/albums/bulk', { action: 'remove', albumIds: [id] }, { schema: loadResult });
  } catch (error) {
    if (isApiError(error) && error.code === 'ALBUM_NOT_OWNED') return nothingRemoved;
    throw error;
  }
}

export const useRemoveAlbum = () => useOwnershipChange(removeAlbum, false);

/** The removal with an undo token in its answer. */
export const useRemoveAlbumUndoably = () => useOwnershipChange(removeAlbumUndoably, false);

/**
 * 'Deshacer' of a removal: puts the album back as it was, copies and
 * collections included, and shows it owned again. A plain function, for it
 * outlives the button that removed the album.
 */
export function useRestoreAlbum() {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return async (albumId: string, token: string): Promise<void> => {
    await apiPost('/api/me/albums/bulk/undo', { token }, { schema: loadUndo });
    setOwnedInSearches(queryClient, albumId, true);
    setViewerOwnership(queryClient, albumId, true);
    await applyOperation('album.add', { albumId });
  };
}
