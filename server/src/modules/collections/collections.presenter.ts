import type { CollectionDetail, CollectionSummary } from '@surcos/contracts/collections';
import { COLLECTION_PREVIEW_SIZE } from '@surcos/contracts/limits';
import type { CardRow } from '../../db/album-card.ts';
import { isoTime, presentCard } from '../albums/albums.presenter.ts';
import type { CollectionRow, CollectionWithPreview } from './collections.repository.ts';

export function presentCollectionSummary(row: CollectionWithPreview): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    privacy: row.privacy,
    owner: { id: row.user_id, name: row.owner_name },
    albumCount: Number(row.album_count),
    preview: row.preview.map(presentCard),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

/** A collection's page: every album, and whether the viewer may edit it. */
export function presentCollectionDetail(
  row: CollectionRow,
  albums: readonly CardRow[],
  viewerId: string | null,
): CollectionDetail {
  return {
    ...presentCollectionSummary({ ...row, preview: albums.slice(0, COLLECTION_PREVIEW_SIZE) }),
    albums: albums.map(presentCard),
    isOwner: row.user_id === viewerId,
  };
}
