import type { AlbumPage } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { PublicActivity } from '@surcos/contracts/explore';
import type { CardColumns, CardRow } from '../../db/album-card.ts';
import { type Paged, toPage } from '../../lib/paging.ts';
import { presentCard } from '../albums/albums.presenter.ts';
import { presentCollectionSummary } from '../collections/collections.presenter.ts';
import type { CollectionWithPreview } from '../collections/collections.repository.ts';

/** Explorar shows the same cards and summaries as the owners' own pages. */
export const presentAlbumPage = (page: Paged<CardRow>): AlbumPage => toPage(page, presentCard);

export const presentCollectionPage = (page: Paged<CollectionWithPreview>): CollectionPage =>
  toPage(page, presentCollectionSummary);

/** The glimpse's albums say nothing of when or by whom they were added. */
export const presentPublicActivity = (
  albums: readonly CardColumns[],
  collections: readonly CollectionWithPreview[],
): PublicActivity => ({
  albums: albums.map((album) => presentCard({ ...album, added_at: null })),
  collections: collections.map(presentCollectionSummary),
});
