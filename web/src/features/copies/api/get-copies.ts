import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/copies').then((contracts) => contracts.CopyListSchema);

export const copiesQueryOptions = (albumId: string) =>
  itemQueryOptions(
    scopedKey('copies', albumId),
    `/api/me/albums/${encodeURIComponent(albumId)}/copies`,
    loadSchema,
  );

/** The signed-in user's copies of one album, oldest first. */
export function useCopies(albumId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...copiesQueryOptions(albumId), enabled });
}
