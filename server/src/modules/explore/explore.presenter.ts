import type { AlbumPage } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { CardRow } from '../../db/album-card.ts';
import { type Paged, toPage } from '../../lib/paging.ts';
import { presentCard } from '../albums/albums.presenter.ts';
import { presentCollectionSummary } from '../collections/collections.presenter.ts';
import type { CollectionWithPreview } from '../collections/collections.repository.ts';

/** Explorar shows the same cards and summaries as the owners' own pages. */
export const presentAlbumPage = (page: Paged<CardRow>): AlbumPage => toPage(page, presentCard);

export const presentCollectionPage = (page: Paged<CollectionWithPreview>): CollectionPage =>
  toPage(page, presentCollectionSummary);
