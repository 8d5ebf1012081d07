import type { BulkAlbumsBody, BulkResult, UndoResult } from '@surcos/contracts/albums-bulk';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

const loadResult = () =>
  import('@surcos/contracts/albums-bulk').then((contracts) => contracts.BulkResultSchema);
const loadUndo = () =>
  import('@surcos/contracts/albums-bulk').then((contracts) => contracts.UndoResultSchema);

/** The input form of a body: a dry run is optional there. */
export type BulkRequest = BulkAlbumsBody extends infer Body
  ? Body extends { action: 'remove' }
    ? Omit<Body, 'dryRun'> & { dryRun?: boolean }
    : Body
  : never;

export const bulkAlbums = (body: BulkRequest): Promise<BulkResult> =>
  apiPost('/api/me/albums/bulk', body, { schema: loadResult });

export const undoBulk = (token: string): Promise<UndoResult> =>
  apiPost('/api/me/albums/bulk/undo', { token }, { schema: loadUndo });

/** What this tab shows again after an action on these albums, or its undo. */
function useRefresh() {
  const applyOperation = useApplyOperation();
  return async (action: BulkRequest['action'], albumIds: readonly string[], undone: boolean) => {
    if (action === 'collect') {
      // The server tells every tab of the collection, this one included.
      await applyOperation('collection.change-private');
      return;
    }
    const operation = action === 'remove' ? (undone ? 'album.add' : 'album.remove') : 'copy.change';
    await Promise.all(albumIds.map((albumId) => applyOperation(operation, { albumId })));
  };
}

/** A bulk action; its result carries the undo token. */
export function useBulkAlbums() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: bulkAlbums,
    onSuccess: (_result, body) =>
      'dryRun' in body && body.dryRun ? undefined : refresh(body.action, body.albumIds, false),
  });
}

/**
 * Takes an action back with its token. A plain function, not a mutation
 * hook: the toast's 'Deshacer' outlives the bar that made it.
 */
export function useUndoBulk() {
  const refresh = useRefresh();
  return async (token: string, action: BulkRequest['action']): Promise<void> => {
    const result = await undoBulk(token);
    await refresh(action, result.albumIds, true);
  };
}
