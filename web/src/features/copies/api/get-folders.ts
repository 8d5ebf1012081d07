import type { FolderList } from '@surcos/contracts/copies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';
import { readOrAnswerOnDevice, staleWhenMadeOnDevice } from '../../../lib/offline/my-albums-on-device.ts';

const loadSchema = () => import('@surcos/contracts/copies').then((contracts) => contracts.FolderListSchema);

/** Offline, the folders are counted from the copies the device keeps with My albums. */
export const foldersQueryOptions = () =>
  queryOptions({
    queryKey: scopedKey('copy-folders'),
    queryFn: ({ client, signal }) =>
      readOrAnswerOnDevice(
        client,
        () => apiGet('/api/me/folders', { signal, schema: loadSchema }),
        (all): FolderList => {
          const counts = new Map<string, number>();
          for (const copy of all.items.flatMap((album) => album.copies)) {
            counts.set(copy.folder, (counts.get(copy.folder) ?? 0) + 1);
          }
          return {
            items: [...counts]
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([name, copyCount]) => ({ name, copyCount })),
          };
        },
      ),
    staleTime: staleWhenMadeOnDevice,
  });

/** The user's folders with how many copies each holds. */
export function useFolders() {
  return useQuery(foldersQueryOptions());
}
