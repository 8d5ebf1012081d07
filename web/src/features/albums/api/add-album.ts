import { type AlbumCard, AlbumCardSchema } from '@surcos/contracts/albums';
import { apiPut } from '../../../lib/api-client.ts';
import { useOwnershipChange } from './ownership-change.ts';

/** Idempotent; the server also takes the album off the user's wishlist. */
export const addAlbum = (id: string): Promise<AlbumCard> =>
  apiPut(`/api/me/albums/${encodeURIComponent(id)}`, undefined, { schema: AlbumCardSchema });

export const useAddAlbum = () => useOwnershipChange(addAlbum, true);
