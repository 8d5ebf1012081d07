import { type AlbumCard, AlbumCardSchema } from '@surcos/contracts/albums';
import type { HandMadeAlbumBody } from '@surcos/contracts/hand-made-albums';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** 'Añadir a mano': the member's own description, added to My albums with one copy. */
export const addHandMadeAlbum = (body: HandMadeAlbumBody): Promise<AlbumCard> =>
  apiPost('/api/me/hand-made-albums', body, { schema: AlbumCardSchema });

export const editHandMadeAlbum = ({
  id,
  body,
}: {
  id: string;
  body: HandMadeAlbumBody;
}): Promise<AlbumCard> =>
  apiPut(`/api/me/hand-made-albums/${encodeURIComponent(id)}`, body, { schema: AlbumCardSchema });

/** Pending until the lists it changes know, so the form's button cannot send it twice. */
export function useAddHandMadeAlbum() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: addHandMadeAlbum,
    onSuccess: (card) => applyOperation('album.add', { albumId: card.id }),
  });
}

export function useEditHandMadeAlbum() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: editHandMadeAlbum,
    onSuccess: (card) => applyOperation('album.describe', { albumId: card.id }),
  });
}
