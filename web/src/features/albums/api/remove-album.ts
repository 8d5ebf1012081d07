import { apiDelete } from '../../../lib/api-client.ts';
import { useOwnershipChange } from './ownership-change.ts';

/** Idempotent: removing an album the user does not have succeeds too. */
export const removeAlbum = (id: string): Promise<null> =>
  apiDelete(`/api/me/albums/${encodeURIComponent(id)}`);

export const useRemoveAlbum = () => useOwnershipChange(removeAlbum, false);
