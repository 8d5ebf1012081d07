import type { CollectionPage, CollectionSummary } from '@surcos/contracts/collections';
import type { ReactNode } from 'react';
import { pagedItems } from '../../lib/unique-by.ts';
import { CollectionCard } from './collection-card.tsx';
import { PagedList, type PagedQuery } from './paged-list.tsx';
import { SLEEVE_COLUMNS, SleeveGridSkeleton } from './sleeve-grid.tsx';
import { VirtualGrid } from './virtual-grid.tsx';

interface PagedCollectionGridProps {
  query: PagedQuery & { data?: { pages: readonly CollectionPage[] } | undefined };
  label: string;
  emptyMessage: string;
  skeletonCount: number;
  /** The lines under each name (album count, privacy). */
  details: (collection: CollectionSummary) => string[];
  footer?: (collection: CollectionSummary) => ReactNode;
  /**
   * False for a list under a grid that grows as one scrolls: loading both by
   * scrolling would be a tug of war, so this one waits for 'Cargar más'.
   */
  isAutomatic?: boolean;
}

/** Collections from a server-paged query, each card a link to its page. */
export function PagedCollectionGrid({
  query,
  label,
  emptyMessage,
  skeletonCount,
  details,
  footer,
  isAutomatic = true,
}: PagedCollectionGridProps) {
  const items = pagedItems(query.data);

  return (
    <PagedList
      query={query}
      itemCount={items.length}
      emptyMessage={emptyMessage}
      loading={<SleeveGridSkeleton count={skeletonCount} />}
      isAutomatic={isAutomatic}
    >
      <VirtualGrid
        items={items}
        keyOf={(collection) => collection.id}
        renderItem={(collection) => (
          <CollectionCard
            name={collection.name}
            to={`/collection/${encodeURIComponent(collection.id)}`}
            preview={collection.preview}
            details={details(collection)}
            footer={footer?.(collection)}
          />
        )}
        label={label}
        isOpenEnded={query.hasNextPage}
        {...SLEEVE_COLUMNS}
      />
    </PagedList>
  );
}
