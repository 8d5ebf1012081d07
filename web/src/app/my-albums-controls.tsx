import { MY_ALBUM_SORTS, type MyAlbumSort } from '@surcos/contracts/album-sorts';
import { SEARCH_QUERY_MAX_LENGTH } from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { useId, useState } from 'react';
import { TextField } from '../components/ui/field.tsx';
import { SelectField } from '../components/ui/select-field.tsx';
import { folderLabel, gradeLabel } from '../lib/discogs-labels.ts';
import { type ListFilters, useListFilters } from '../lib/use-list-filters.ts';
import type { MyAlbumsView } from '../features/albums/lib/my-albums-view.ts';
import { CopyFilters, type useCopyFilters } from '../features/copies/components/copy-filters.tsx';

const t = texts.myAlbums;

const labelOf = (sort: MyAlbumSort): string =>
  sort in texts.lists.sorts
    ? texts.lists.sorts[sort as keyof typeof texts.lists.sorts]
    : t.sorts[sort as keyof typeof t.sorts];

/** Explorar's orders, then a collector's own. */
const SORT_OPTIONS = MY_ALBUM_SORTS.map((value) => ({ value, label: labelOf(value) }));

/** My albums' search and order, kept in the address; the default order is 'Más recientes'. */
export const useMyAlbumsListFilters = (): ListFilters<MyAlbumSort> =>
  useListFilters(MY_ALBUM_SORTS, 'dateAddedDesc');

/** Wide screens have room for the filters: the panel starts open there, closed on a phone. */
const startsOpen = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(min-width: 40rem)').matches;

type CopyFilterState = ReturnType<typeof useCopyFilters>;

/** The active copy filters as chips, each with its name and its value as the reader reads it. */
function activeChips(filters: CopyFilterState) {
  return [
    filters.folder ? { name: 'folder', text: t.chip(t.folderFilter, folderLabel(filters.folder)) } : null,
    filters.format ? { name: 'format', text: t.chip(t.formatFilter, filters.format) } : null,
    filters.condition
      ? { name: 'condition', text: t.chip(t.conditionFilter, gradeLabel(filters.condition)) }
      : null,
  ].filter((chip): chip is { name: 'folder' | 'format' | 'condition'; text: string } => chip !== null);
}

/**
 * My albums' controls, small enough for a phone's first screen: search and
 * order in one row; then 'Filtrar' (the panel of copy filters), how many
 * albums match, and grid or table; then a chip per active filter and
 * 'Limpiar filtros'.
 */
export function MyAlbumsControls({
  list,
  copyFilters,
  total,
  view,
  onViewChange,
}: {
  list: ListFilters<MyAlbumSort>;
  copyFilters: CopyFilterState;
  /** How many albums match; undefined while unknown. */
  total: number | null | undefined;
  view: MyAlbumsView;
  onViewChange: (view: MyAlbumsView) => void;
}) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  const panelId = useId();
  const chips = activeChips(copyFilters);
  const viewButton = (value: MyAlbumsView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onViewChange(value)}
      className={`min-h-11 rounded-lg px-3 font-bold ${
        view === value ? 'bg-accent text-on-accent' : 'text-fg hover:bg-raised'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div
        role="search"
        className="grid grid-cols-[minmax(0,1fr)_minmax(0,10rem)] gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]"
      >
        <TextField
          label={t.searchLabel}
          type="search"
          name="q"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={list.input}
          onChange={(event) => list.setInput(event.target.value)}
        />
        <SelectField
          label={texts.lists.sortLabel}
          value={list.sort}
          options={SORT_OPTIONS}
          onValueChange={list.setSort}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isOpen)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line-strong px-4 font-bold hover:bg-raised"
        >
          {t.filterButton}
          {chips.length > 0 ? (
            <span aria-hidden="true" className="min-w-6 rounded-full bg-accent px-1.5 text-sm text-on-accent">
              {chips.length}
            </span>
          ) : null}
        </button>
        {/* As wide while the count loads as once it shows, so the view buttons wrap (on a phone) or not the same way before and after. */}
        <p role="status" className="min-w-32 text-fg-muted">
          {total === null || total === undefined ? '' : texts.lists.albumCount(total)}
        </p>
        <div
          role="group"
          aria-label={t.viewLabel}
          className="ms-auto flex gap-1 rounded-lg border border-line p-0.5"
        >
          {viewButton('grid', t.gridView)}
          {viewButton('table', t.tableView)}
        </div>
      </div>
      <div id={panelId} hidden={!isOpen}>
        <CopyFilters filters={copyFilters} />
      </div>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label={t.activeFiltersLabel} className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.name}>
                <button
                  type="button"
                  aria-label={t.removeFilter(chip.text)}
                  onClick={() => copyFilters.set(chip.name, '')}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-raised px-3 text-sm hover:bg-surface"
                >
                  {chip.text}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => copyFilters.clear()}
            className="min-h-11 px-2 font-bold text-accent underline-offset-4 hover:underline"
          >
            {t.clearFilters}
          </button>
        </div>
      ) : null}
    </div>
  );
}
