import type { AlbumCard, AlbumPage } from '@surcos/contracts/albums';
import type { ReactNode } from 'react';
import { pagedItems } from '../../lib/unique-by.ts';
import { PagedList, type PagedQuery } from './paged-list.tsx';
import { AlbumSleeve } from './sleeve-card.tsx';
import { SLEEVE_COLUMNS, SleeveGridSkeleton } from './sleeve-grid.tsx';
import { VirtualGrid, type VirtualGridProps } from './virtual-grid.tsx';

interface PagedAlbumGridProps {
  query: PagedQuery & { data?: { pages: readonly AlbumPage[] } | undefined };
  label: string;
  emptyMessage: string;
  skeletonCount?: number;
  /** Extra lines under a card's artist (My albums: its copy count). */
  detailsOf?: (album: AlbumCard) => string[];
  /** More under a card, outside its link (My albums: 'Lo buscan:'). */
  extraOf?: (album: AlbumCard) => ReactNode;
  /** Around each card (My albums: its selection checkbox). */
  wrapItem?: (album: AlbumCard, card: ReactNode) => ReactNode;
  /** The grid's columns; the sleeve grid's by default. */
  columns?: Pick<
    VirtualGridProps<AlbumCard>,
    'minColumnWidth' | 'maxColumns' | 'estimateRowHeight' | 'flowClassName'
  >;
}

/** Albums from a server-paged query, each sleeve a link to its page; more load as the user scrolls. */
export function PagedAlbumGrid({
  query,
  label,
  emptyMessage,
  skeletonCount,
  detailsOf,
  extraOf,
  wrapItem,
  columns = SLEEVE_COLUMNS,
}: PagedAlbumGridProps) {
  // SPEC.md §5: a card with no id or no name is not shown.
  const items = pagedItems(query.data).filter((album) => album.id && album.name);
  const skeleton = <SleeveGridSkeleton {...(skeletonCount === undefined ? {} : { count: skeletonCount })} />;

  return (
    <PagedList query={query} itemCount={items.length} emptyMessage={emptyMessage} loading={skeleton}>
      <VirtualGrid
        items={items}
        keyOf={(album) => album.id}
        renderItem={(album) => {
          const card = (
            <AlbumSleeve album={album} details={detailsOf?.(album) ?? []} extra={extraOf?.(album)} />
          );
          return wrapItem ? wrapItem(album, card) : card;
        }}
        label={label}
        isOpenEnded={query.hasNextPage}
        {...columns}
      />
    </PagedList>
  );
}
