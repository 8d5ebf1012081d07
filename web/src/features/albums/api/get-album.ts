import { useQuery, type QueryClient } from '@tanstack/react-query';
import { rateLimitRetry } from '../../../lib/rate-limit-retry.ts';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumDetailSchema);

export const albumQueryOptions = (id: string) => ({
  ...itemQueryOptions(scopedKey('album', id), `/api/albums/${encodeURIComponent(id)}`, loadSchema),
  ...rateLimitRetry,
});

export function useAlbum(id: string) {
  return useQuery(albumQueryOptions(id));
}

/** What the viewer has changes at once on screen; the refetch that follows confirms it. */
export function setViewerOwnership(queryClient: QueryClient, albumId: string, owns: boolean): void {
  queryClient.setQueryData(albumQueryOptions(albumId).queryKey, (detail) =>
    detail?.viewer
      ? { ...detail, viewer: { owns, wishlisted: owns ? false : detail.viewer.wishlisted } }
      : detail,
  );
}
