import {
  type CollectionBody,
  type CollectionDetail,
  CollectionDetailSchema,
} from '@surcos/contracts/collections';
import { apiPost } from '../../../lib/api-client.ts';
import { useSaveCollection } from './save-collection.ts';

export const createCollection = (body: CollectionBody): Promise<CollectionDetail> =>
  apiPost('/api/collections', body, { schema: CollectionDetailSchema });

export const useCreateCollection = () =>
  useSaveCollection(createCollection, (created, applyOperation) =>
    created.privacy === 'public'
      ? applyOperation('collection.publish', { collectionId: created.id })
      : applyOperation('collection.change-private'),
  );
