import { shownField } from '@surcos/contracts/album-placeholders';
import { mediumDate } from '@surcos/contracts/intl';
import type { MyAlbumCard, MyAlbumSort } from '@surcos/contracts/albums';
import { texts } from '@surcos/contracts/texts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { gradeLabel } from '../../../lib/discogs-labels.ts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useMyAlbums, type MyAlbumListFilters } from '../api/get-my-albums.ts';
import { type AlbumSelection, selectionHandlers } from '../lib/album-selection.ts';
import { isFiltered, SelectBox } from './my-albums-grid.tsx';
import { measureRow } from '../../../components/ui/measure-row.ts';
import {
  scrollWindowTo,
  useFirstScreenOverscan,
  useIsFirstScreen,
  windowOffset,
  windowRect,
} from '../../../components/ui/first-screen.ts';

const t = texts.myAlbums;

type Column = keyof typeof t.columns;

/**
 * The orders a header sorts by: its first when chosen, then back and forth.
 * Catalogue number and format have no order of the server's: their headers are plain.
 */
const HEADER_SORTS: Partial<Record<Column, readonly [MyAlbumSort, MyAlbumSort?]>> = {
  artist: ['artistAsc', 'artistDesc'],
  title: ['nameAsc', 'nameDesc'],
  label: ['labelAsc'],
  grade: ['gradeDesc'],
  addedAt: ['dateAddedDesc', 'dateAddedAsc'],
};

/** Which way each order runs, for aria-sort (grade: best first is the scale's start). */
const DIRECTION: Partial<Record<MyAlbumSort, 'ascending' | 'descending'>> = {
  artistAsc: 'ascending',
  artistDesc: 'descending',
  nameAsc: 'ascending',
  nameDesc: 'descending',
  labelAsc: 'ascending',
  gradeDesc: 'ascending',
  dateAddedDesc: 'descending',
  dateAddedAsc: 'ascending',
};

const COLUMNS = Object.keys(t.columns) as Column[];
const ROW_HEIGHT = 48;
const OVERSCAN = 10;

/** The rows of half a window: what fits on the first screen under My albums' heading and controls. */
const firstRowCount = (): number => Math.ceil(windowRect().height / 2 / ROW_HEIGHT);

function cellOf(album: MyAlbumCard, column: Exclude<Column, 'title'>): string {
  switch (column) {
    case 'artist':
      return shownField(album.artist);
    case 'label':
      return shownField(album.label);
    case 'catalogNumber':
      return album.catalogNumber;
    case 'format':
      return album.format;
    case 'grade':
      return album.grade === null ? '' : gradeLabel(album.grade);
    case 'addedAt':
      return album.addedAt === null ? '' : mediumDate(new Date(album.addedAt));
  }
}

function Cell({ text }: { text: string }) {
  return text ? (
    <>{text}</>
  ) : (
    <span className="text-fg-muted">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t.emptyCell}</span>
    </span>
  );
}

/**
 * One album's row. The table re-renders whenever its query or page does (a refetch starting and
 * ending, a count arriving): a row renders again only when its album or its selection changed
 * (docs/decisions/052-first-screen-of-signed-in-lists.md).
 */
const AlbumRow = memo(function AlbumRow({
  album,
  index,
  measure,
  isSelecting,
  isSelected,
}: {
  album: MyAlbumCard;
  index: number;
  measure?: (element: HTMLTableRowElement | null) => void;
  isSelecting: boolean;
  isSelected: boolean;
}) {
  return (
    <tr
      data-index={index}
      ref={measure}
      {...(isSelecting ? { 'data-album-id': album.id } : {})}
      className={`border-b border-line ${isSelected ? 'bg-raised' : ''}`}
    >
      {isSelecting ? (
        <td className="px-2 py-2">
          <SelectBox album={album} checked={isSelected} />
        </td>
      ) : null}
      <td className="px-2 py-2">
        <Cell text={cellOf(album, 'artist')} />
      </td>
      <th scope="row" className="px-2 py-2 text-start font-normal">
        <Link
          to={`/album/${album.id}`}
          className="font-bold text-fg underline-offset-4 hover:text-accent hover:underline"
        >
          {album.name}
        </Link>
      </th>
      {(['label', 'catalogNumber', 'format', 'grade', 'addedAt'] as const).map((column) => (
        <td key={column} className="px-2 py-2">
          <Cell text={cellOf(album, column)} />
        </td>
      ))}
    </tr>
  );
});

/**
 * My albums as a table: one row per album, sortable by its headers (each a
 * button in its th, which says its order with aria-sort). Only the rows near
 * the screen are in the DOM, the rest stand in as two spacer rows, so 4,000
 * albums scroll as lightly as the grid.
 */
export function MyAlbumsTable({
  filters,
  onSortChange,
  selection,
}: {
  filters: MyAlbumListFilters;
  onSortChange: (sort: MyAlbumSort) => void;
  /** In 'Seleccionar' mode, each row has a checkbox and a click or Space toggles it. */
  selection?: AlbumSelection;
}) {
  const isSelecting = selection?.isActive ?? false;
  const columnCount = COLUMNS.length + (isSelecting ? 1 : 0);
  const query = useMyAlbums(filters, { keepShown: true });
  const items = pagedItems(query.data).filter((album) => album.id && album.name);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the table's body starts in the page; null until measured.
  const [placedAt, setPlacedAt] = useState<number | null>(null);
  const offset = placedAt ?? 0;
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const measure = () => setPlacedAt(body.getBoundingClientRect().top + window.scrollY);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Read where the browser has just laid the page out (the observer's report, before it paints),
    // not as the table renders, which would lay the whole page out in the middle of its task.
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [query.isPending]);
  const isShown = items.length > 0;
  const isFirstScreen = useIsFirstScreen(isShown);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: useFirstScreenOverscan(OVERSCAN, isShown),
    initialRect: windowRect(),
    initialOffset: windowOffset,
    scrollToFn: scrollWindowTo,
    scrollMargin: offset,
    measureElement: measureRow,
  });
  // Until the body's place is measured the virtualizer counts a window of rows from the page's top,
  // about twice what the screen shows under the page's heading and controls: the first render has
  // the rows of half a window (the spacer below keeps the table's height, so nothing moves), and
  // the measured place, in the observer's report before the paint, brings the rest of the screen.
  const rows = virtualizer
    .getVirtualItems()
    .slice(0, placedAt === null && isFirstScreen ? firstRowCount() : undefined);
  const before = rows.length > 0 ? (rows[0]?.start ?? 0) - offset : 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? 0) - offset) : 0;
  // Before it is measured (tests, the first frame) the first rows are shown as they are.
  const shown = rows.length > 0 ? rows.map((row) => ({ album: items[row.index], row })) : [];
  const firstRows = rows.length === 0 ? items.slice(0, 24) : [];

  const header = (column: Column) => {
    const sorts = HEADER_SORTS[column];
    const active = sorts?.includes(filters.sort) ?? false;
    const ariaSort = active ? (DIRECTION[filters.sort] ?? 'other') : undefined;
    const next = !sorts
      ? null
      : active && sorts[1]
        ? filters.sort === sorts[0]
          ? sorts[1]
          : sorts[0]
        : sorts[0];
    return (
      <th
        key={column}
        scope="col"
        aria-sort={ariaSort}
        className="px-2 py-2 text-start align-bottom whitespace-nowrap"
      >
        {next ? (
          <button
            type="button"
            onClick={() => onSortChange(next)}
            className="inline-flex min-h-11 items-center gap-1 font-bold underline-offset-4 hover:text-accent hover:underline"
          >
            {t.columns[column]}
            <span aria-hidden="true" className="text-fg-muted">
              {ariaSort === 'ascending' ? '▲' : ariaSort === 'descending' ? '▼' : '↕'}
            </span>
          </button>
        ) : (
          <span className="font-bold">{t.columns[column]}</span>
        )}
      </th>
    );
  };

  return (
    <PagedList
      query={query}
      itemCount={items.length}
      emptyMessage={isFiltered(filters) ? texts.lists.noAlbumsFound : t.empty}
      // A screen tall, as the rows that replace it: a short placeholder would bring the footer into view.
      loading={<Skeleton className="h-dvh w-full" />}
    >
      <div className="overflow-x-auto" {...selectionHandlers(selection)}>
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">{t.gridLabel}</caption>
          <thead className="border-b border-line-strong">
            <tr>
              {isSelecting ? (
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{texts.albumsBulk.select}</span>
                </th>
              ) : null}
              {COLUMNS.map(header)}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {before > 0 ? (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
              </tr>
            ) : null}
            {shown.map(({ album, row: virtual }) =>
              album ? (
                <AlbumRow
                  key={album.id}
                  album={album}
                  index={virtual.index}
                  measure={virtualizer.measureElement}
                  isSelecting={isSelecting}
                  isSelected={selection?.selected.has(album.id) ?? false}
                />
              ) : null,
            )}
            {firstRows.map((album, index) => (
              <AlbumRow
                key={album.id}
                album={album}
                index={index}
                isSelecting={isSelecting}
                isSelected={selection?.selected.has(album.id) ?? false}
              />
            ))}
            {after > 0 ? (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </PagedList>
  );
}
