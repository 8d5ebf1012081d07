import { ALBUM_SORTS, type AlbumSort } from '@surcos/contracts/album-sorts';
import { SEARCH_QUERY_MAX_LENGTH } from '@surcos/contracts/limits';
import { TextField } from '../components/ui/field.tsx';
import { SelectField } from '../components/ui/select-field.tsx';
import { texts } from '@surcos/contracts/texts';
import { useListFilters, type ListFilters } from '../lib/use-list-filters.ts';

/** The album orders Explorar and My albums offer, most recently added first (the default). */
const SORT_OPTIONS: ReadonlyArray<{ value: AlbumSort; label: string }> = ALBUM_SORTS.map((value) => ({
  value,
  label: texts.lists.sorts[value],
}));

/** An album list's search and order, kept in the address; the default order is 'Más recientes'. */
export const useAlbumListFilters = (): ListFilters<AlbumSort> => useListFilters(ALBUM_SORTS, 'dateAddedDesc');

/** The search box and the sort select above an album list; `searchHint` says what the box searches. */
export function AlbumListControls({
  searchLabel,
  searchHint,
  filters,
  className = '',
}: {
  searchLabel: string;
  searchHint?: string;
  filters: ListFilters<AlbumSort>;
  className?: string;
}) {
  return (
    <div role="search" className={`grid items-end gap-4 sm:grid-cols-[minmax(0,1fr)_16rem] ${className}`}>
      <TextField
        label={searchLabel}
        hint={searchHint}
        type="search"
        name="q"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        value={filters.input}
        onChange={(event) => filters.setInput(event.target.value)}
      />
      <SelectField
        label={texts.lists.sortLabel}
        value={filters.sort}
        options={SORT_OPTIONS}
        onValueChange={filters.setSort}
      />
    </div>
  );
}
