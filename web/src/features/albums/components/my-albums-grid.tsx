import type { AlbumCard } from '@surcos/contracts/albums';
import { texts } from '@surcos/contracts/texts';
import type { ReactNode } from 'react';
import { useMyAlbums, type MyAlbumListFilters } from '../api/get-my-albums.ts';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';
import { type AlbumSelection, selectionHandlers } from '../lib/album-selection.ts';

/**
 * My albums' sleeves, narrower than other grids: three to a row on a 375 px
 * phone (a collection is scanned, not read), up to six on wide screens.
 */
export const MY_ALBUMS_COLUMNS = {
  minColumnWidth: 96,
  maxColumns: 6,
  estimateRowHeight: 220,
  flowClassName: 'grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-6',
} as const;

/** Whether any filter narrows My albums (the search or one on the copies). */
export const isFiltered = (filters: MyAlbumListFilters): boolean =>
  !!(filters.q || filters.folder || filters.format || filters.condition);

/** The user's own albums, one card per album; a card says how many copies when more than one. */
export function MyAlbumsGrid({
  filters,
  extraOf,
  selection,
}: {
  filters: MyAlbumListFilters;
  /** More under each card, outside its link (the page adds 'Lo buscan:'). */
  extraOf?: (album: AlbumCard) => ReactNode;
  /** In 'Seleccionar' mode, each card has a checkbox and a click or Space toggles it. */
  selection?: AlbumSelection;
}) {
  const wrapItem = selection?.isActive
    ? (album: AlbumCard, card: ReactNode) => (
        <div data-album-id={album.id} className="relative h-full">
          <SelectBox
            album={album}
            checked={selection.selected.has(album.id)}
            className="absolute top-2 left-2"
          />
          <div className={selection.selected.has(album.id) ? 'rounded-lg ring-2 ring-accent' : ''}>
            {card}
          </div>
        </div>
      )
    : undefined;
  return (
    <div className="text-sm sm:text-base" {...selectionHandlers(selection)}>
      <PagedAlbumGrid
        query={useMyAlbums(filters, { keepShown: true })}
        label={texts.myAlbums.gridLabel}
        {...(extraOf ? { extraOf } : {})}
        emptyMessage={isFiltered(filters) ? texts.lists.noAlbumsFound : texts.myAlbums.empty}
        detailsOf={(album) =>
          album.copyCount !== undefined && album.copyCount > 1
            ? [texts.myAlbums.copyCount(album.copyCount)]
            : []
        }
        columns={MY_ALBUMS_COLUMNS}
        {...(wrapItem ? { wrapItem } : {})}
      />
    </div>
  );
}

/** A card's or a row's checkbox in 'Seleccionar' mode; the list's handlers toggle it. */
export function SelectBox({
  album,
  checked,
  className = '',
}: {
  album: { name: string };
  checked: boolean;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={() => undefined}
      aria-label={texts.albumsBulk.selectAlbum(album.name)}
      className={`z-10 size-6 accent-accent ${className}`}
    />
  );
}
