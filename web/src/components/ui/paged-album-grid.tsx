import type { AlbumCard, AlbumPage } from '@surcos/contracts/albums';
import type { ReactNode } from 'react';
import { pagedItems } from '../../lib/unique-by.ts';
import { PagedList, type PagedQuery } from './paged-list.tsx';
import { AlbumSleeve } from './sleeve-card.tsx';
import { SleeveGrid, SleeveGridSkeleton } from './sleeve-grid.tsx';

interface PagedAlbumGridProps {
  query: PagedQuery & { data?: { pages: readonly AlbumPage[] } | undefined };
  label: string;
  emptyMessage: string;
  skeletonCount?: number;
  /** Extra lines under a card's artist (My albums: its copy count). */
  detailsOf?: (album: AlbumCard) => string[];
  /** More under a card, outside its link (My albums: 'Lo buscan:'). */
  extraOf?: (album: AlbumCard) => ReactNode;
}

/** Albums from a server-paged query, each sleeve a link to its page; more load as the user scrolls. */
export function PagedAlbumGrid({
  query,
  label,
  emptyMessage,
  skeletonCount,
  detailsOf,
  extraOf,
}: PagedAlbumGridProps) {
  // SPEC.md §5: a card with no id or no name is not shown. Offset pages can repeat an album
  // that moved while the user scrolled; it is shown once.
  const items = pagedItems(query.data).filter((album) => album.id && album.name);

  return (
    <PagedList
      query={query}
      itemCount={items.length}
      emptyMessage={emptyMessage}
      loading={<SleeveGridSkeleton {...(skeletonCount === undefined ? {} : { count: skeletonCount })} />}
    >
      <SleeveGrid label={label}>
        {items.map((album) => (
          <li key={album.id}>
            <AlbumSleeve album={album} details={detailsOf?.(album) ?? []} extra={extraOf?.(album)} />
          </li>
        ))}
      </SleeveGrid>
    </PagedList>
  );
}
