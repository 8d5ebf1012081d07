import type { AlbumDetail } from '@surcos/contracts/albums';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { rateLimitRetry } from '../../../lib/rate-limit-retry.ts';
import { scopedKey } from '../../../lib/realtime/stale-queries.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumDetailSchema);

export const getAlbum = (id: string, signal?: AbortSignal): Promise<AlbumDetail> =>
  apiGet(`/api/albums/${encodeURIComponent(id)}`, { signal, schema: loadSchema });

export const albumQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scopedKey('album', id),
    queryFn: ({ signal }) => getAlbum(id, signal),
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
