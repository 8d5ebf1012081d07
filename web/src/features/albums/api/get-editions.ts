import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.EditionListSchema);

/** 'Otras ediciones' of an album: under its page's key, so what makes the page stale makes them stale too. */
export function useEditions(albumId: string) {
  return useQuery(
    itemQueryOptions(
      scopedKey('album', albumId, 'editions'),
      `/api/albums/${encodeURIComponent(albumId)}/editions`,
      loadSchema,
    ),
  );
}
