import { shownField } from '@surcos/contracts/album-placeholders';
import type { AlbumCard } from '@surcos/contracts/albums';
import { SEARCH_QUERY_MAX_LENGTH } from '@surcos/contracts/limits';
import { useState } from 'react';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveGrid, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMyAlbums } from '../api/get-my-albums.ts';

/** The same pause My albums waits before it filters. */
const FILTER_DEBOUNCE_MS = 300;

interface AlbumPickerProps {
  /** Names the grid of albums. */
  label: string;
  searchLabel: string;
  selectedIds: ReadonlySet<string>;
  onToggle: (album: AlbumCard) => void;
}

/**
 * Choose among the user's own albums (and only those): each sleeve is a toggle
 * button, pressed while chosen. The user may own thousands, so the list is
 * searched on the server and grows with 'Cargar más'.
 */
export function AlbumPicker({ label, searchLabel, selectedIds, onToggle }: AlbumPickerProps) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), FILTER_DEBOUNCE_MS);
  const albums = useMyAlbums({ q, sort: 'dateAddedDesc' });
  // SPEC.md §5: a card with no id or no name is not shown.
  const items = pagedItems(albums.data).filter((album) => album.id && album.name);

  return (
    <div className="flex flex-col gap-4">
      <div role="search" className="max-w-xl">
        <TextField
          label={searchLabel}
          type="search"
          name="albumSearch"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          // It sits inside a form: Enter here filters (already done as one types), it must not submit.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      <PagedList
        query={albums}
        itemCount={items.length}
        emptyMessage={q ? texts.lists.noAlbumsFound : texts.myAlbums.empty}
        loading={<SleeveGridSkeleton count={6} />}
        // The form's buttons come after the list: growing it by scrolling would push them out of reach.
        isAutomatic={false}
      >
        <SleeveGrid label={label}>
          {items.map((album) => (
            <li key={album.id}>
              <PickableSleeve
                album={album}
                isSelected={selectedIds.has(album.id)}
                onToggle={() => onToggle(album)}
              />
            </li>
          ))}
        </SleeveGrid>
      </PagedList>
    </div>
  );
}

interface PickableSleeveProps {
  album: AlbumCard;
  isSelected: boolean;
  onToggle: () => void;
}

/** A sleeve as a toggle: aria-pressed for screen readers; a check mark and a border, not colour alone, for the eye. */
function PickableSleeve({ album, isSelected, onToggle }: PickableSleeveProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onToggle}
      className={`relative flex h-full w-full flex-col rounded-lg border-2 p-1 text-start ${
        isSelected ? 'border-accent bg-raised' : 'border-transparent hover:bg-raised'
      }`}
    >
      <AlbumCover albumId={album.id} name={album.name} artist={album.artist} cover={album.image} alt="" />
      <span
        aria-hidden="true"
        className={`absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-full border-2 ${
          isSelected
            ? 'border-accent bg-accent text-on-accent'
            : 'border-line-strong bg-surface text-transparent'
        }`}
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="none">
          <path
            d="M4 10.5l4 4 8-9"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="mt-2 line-clamp-2 font-bold break-words text-fg">{album.name}</span>
      <span className="line-clamp-2 break-words text-fg-muted">{shownField(album.artist)}</span>
    </button>
  );
}
