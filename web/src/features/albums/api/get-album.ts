import type { AlbumDetail, MyAlbumsAll } from '@surcos/contracts/albums';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { rateLimitRetry } from '../../../lib/rate-limit-retry.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';
import { readOrAnswerOnDevice, staleWhenMadeOnDevice } from '../../../lib/offline/my-albums-on-device.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumDetailSchema);

/**
 * One of the user's albums as the device keeps it, for its page offline when it was never opened:
 * the card's fields and its formats; what only the album's own page brings (tracks, notes, owners)
 * is left empty, and the page hides what is empty.
 */
const ownedAlbumOnDevice =
  (id: string) =>
  (all: MyAlbumsAll): AlbumDetail | null => {
    const kept = all.items.find((album) => album.id === id);
    if (!kept) return null;
    return {
      album: {
        id: kept.id,
        name: kept.name,
        artist: kept.artist,
        year: kept.year,
        genre: kept.genre,
        label: kept.label,
        image: kept.image,
        formats: [...kept.formats],
        country: '',
        released: '',
        notes: '',
        lowestPrice: 0,
        tracklist: [],
        styles: [],
        rating: 0,
        ratingCount: 0,
        credits: '',
        discogsUrl: null,
        videos: [],
        allImages: [],
        masterId: null,
      },
      owners: [],
      wishlistedBy: [],
      viewer: { owns: true, wishlisted: false },
      // Its description, to edit, waits for the connection like any change.
      handMade: null,
    };
  };

/** An album's page; offline, one of the user's albums never opened is shown as the device keeps it. */
export const albumQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scopedKey('album', id),
    queryFn: ({ client, signal }) =>
      readOrAnswerOnDevice(
        client,
        () => apiGet(`/api/albums/${encodeURIComponent(id)}`, { signal, schema: loadSchema }),
        ownedAlbumOnDevice(id),
      ),
    staleTime: staleWhenMadeOnDevice,
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
