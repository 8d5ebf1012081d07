import type { AlbumMatches, AlbumMatchesList } from '@surcos/contracts/matches';
import { MATCHES_MAX_ALBUMS } from '@surcos/contracts/limits';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/matches').then((contracts) => contracts.AlbumMatchesListSchema);

type Waiting = { resolve: (matches: AlbumMatches) => void; reject: (error: unknown) => void };
let waiting = new Map<string, Waiting[]>();

/** Every card of a page asks in the same tick: one request answers them all (in chunks the API takes). */
function flush(): void {
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += MATCHES_MAX_ALBUMS) {
    const chunk = ids.slice(start, start + MATCHES_MAX_ALBUMS);
    apiGet<AlbumMatchesList>(`/api/me/matches/albums?ids=${chunk.map(encodeURIComponent).join(',')}`, {
      schema: loadSchema,
    }).then(
      ({ albums }) => {
        const byId = new Map(albums.map((album) => [album.albumId, album]));
        for (const id of chunk) {
          const matches = byId.get(id) ?? { albumId: id, owners: [], wishers: [] };
          for (const each of batch.get(id) ?? []) each.resolve(matches);
        }
      },
      (error: unknown) => {
        for (const id of chunk) for (const each of batch.get(id) ?? []) each.reject(error);
      },
    );
  }
}

function fetchAlbumMatches(albumId: string): Promise<AlbumMatches> {
  return new Promise((resolve, reject) => {
    if (waiting.size === 0) setTimeout(flush, 0);
    waiting.set(albumId, [...(waiting.get(albumId) ?? []), { resolve, reject }]);
  });
}

export const albumMatchesQueryOptions = (albumId: string) => ({
  queryKey: scopedKey('matches', 'album', albumId),
  queryFn: () => fetchAlbumMatches(albumId),
});

/** Who among the people the user follows has this album and who wants it. */
export function useAlbumMatches(albumId: string) {
  return useQuery(albumMatchesQueryOptions(albumId));
}
