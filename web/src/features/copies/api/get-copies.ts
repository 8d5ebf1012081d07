import type { CopyList } from '@surcos/contracts/copies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';
import { readOrAnswerOnDevice, staleWhenMadeOnDevice } from '../../../lib/offline/my-albums-on-device.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/copies').then((contracts) => contracts.CopyListSchema);

/** Offline, the copies the device keeps with My albums answer (oldest first, as the server lists them). */
export const copiesQueryOptions = (albumId: string) =>
  queryOptions({
    queryKey: scopedKey('copies', albumId),
    queryFn: ({ client, signal }) =>
      readOrAnswerOnDevice(
        client,
        () => apiGet(`/api/me/albums/${encodeURIComponent(albumId)}/copies`, { signal, schema: loadSchema }),
        (all): CopyList | null => {
          const album = all.items.find((kept) => kept.id === albumId);
          return album ? { items: [...album.copies] } : null;
        },
      ),
    staleTime: staleWhenMadeOnDevice,
  });

/** The signed-in user's copies of one album, oldest first. */
export function useCopies(albumId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...copiesQueryOptions(albumId), enabled });
}
