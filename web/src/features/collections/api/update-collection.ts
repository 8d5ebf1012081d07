import {
  type CollectionBody,
  type CollectionDetail,
  CollectionDetailSchema,
} from '@surcos/contracts/collections';
import { apiPut } from '../../../lib/api-client.ts';
import { useSaveCollection } from './save-collection.ts';

/** Owner only; anybody else gets the same 404 as for a collection that does not exist. */
export const updateCollection = ({
  id,
  body,
}: {
  id: string;
  body: CollectionBody;
}): Promise<CollectionDetail> =>
  apiPut(`/api/collections/${encodeURIComponent(id)}`, body, { schema: CollectionDetailSchema });

export const useUpdateCollection = () =>
  useSaveCollection(updateCollection, (updated, applyOperation) =>
    // Also when it is private now: Explorar must drop it if it was public before.
    applyOperation('collection.change-public', { collectionId: updated.id }),
  );
