import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { scrollWindowTo, useFirstScreenOverscan, windowOffset, windowRect } from './first-screen.ts';
import { measureRow } from './measure-row.ts';

export interface VirtualGridProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  label: string | undefined;
  /** Narrowest a column gets: the container's width decides how many fit, 1 to `maxColumns`. */
  minColumnWidth: number;
  maxColumns: number;
  /** A row's height before it is measured. */
  estimateRowHeight: number;
  /** Whether more items may follow (pages still to load): the set size is then unknown to assistive technology. */
  isOpenEnded?: boolean;
  className?: string;
  /** The stylesheet's grid of the same columns (`sleeve-grid`), for the first items before the list is measured. */
  flowClassName?: string;
}

/** The gap between cells, as the sleeve grid has it (1rem). */
const GAP = 16;
/** Rows rendered beyond the screen each way (after the first screen): enough for Tab to reach the next card before it scrolls in. */
const OVERSCAN = 4;
/** Items shown before the list is measured on the server, and in a page taken over from its HTML. */
const FIRST_ITEMS = 12;

/**
 * Items shown before the list is measured: a page the browser renders itself fills the window
 * from its size, a row more than fit (a phone shows two or three sleeves, not twelve); a page it
 * takes over from the server's HTML renders what the server did.
 */
function firstItems(minColumnWidth: number, maxColumns: number, estimateRowHeight: number): number {
  if (typeof window === 'undefined' || document.getElementById('root')?.hasAttribute('data-prerendered')) {
    return FIRST_ITEMS;
  }
  const { width, height } = windowRect();
  return columnsFor(width, minColumnWidth, maxColumns) * (Math.ceil(height / estimateRowHeight) + 1);
}

/** How many columns of at least `min` pixels fit in `width`, 1 to `max`. */
export const columnsFor = (width: number, min: number, max: number): number =>
  Math.max(1, Math.min(max, Math.floor((width + GAP) / (min + GAP))));

/**
 * A long list laid out in rows of N columns, of which only the rows near the
 * screen are in the DOM: a list of 4,000 albums keeps a few dozen cards.
 * The page itself scrolls (a window virtualizer), so the keyboard, find-in-page
 * of what is shown, and the browser's own scrolling keep working as before.
 * It stays a list to assistive technology: each cell a listitem with its
 * position in the whole list, the rows between them transparent.
 */
export function VirtualGrid<Item>({
  items,
  keyOf,
  renderItem,
  label,
  minColumnWidth,
  maxColumns,
  estimateRowHeight,
  isOpenEnded = false,
  className,
  flowClassName = 'grid gap-4',
}: VirtualGridProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [isMeasured, setIsMeasured] = useState(false);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const read = () => ({
      width: list.clientWidth,
      offset: list.getBoundingClientRect().top + window.scrollY,
    });
    const apply = ({ width, offset }: { width: number; offset: number }) => {
      setWidth(width);
      setOffset(offset);
      setIsMeasured(true);
    };
    if (typeof ResizeObserver === 'undefined') {
      apply(read());
      return;
    }
    // The list is measured when the observer first reports it, once the browser has laid the page
    // out for its next frame, where reading its size costs nothing: measured as it renders, the
    // read would lay the whole page out at once, in the same task, only for it to be laid out
    // again once the list is placed. The first screen paints in the stylesheet's flow, the same
    // columns; the measured list takes over in a task of its own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isFirst = true;
    const observer = new ResizeObserver(() => {
      const measured = read();
      if (!isFirst) {
        apply(measured);
        return;
      }
      isFirst = false;
      timer = setTimeout(() => apply(measured), 0);
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  const columns = columnsFor(width, minColumnWidth, maxColumns);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: useFirstScreenOverscan(OVERSCAN, isMeasured && rowCount > 0),
    initialRect: windowRect(),
    initialOffset: windowOffset,
    scrollToFn: scrollWindowTo,
    scrollMargin: offset,
    gap: GAP,
    measureElement: measureRow,
  });

  const setSize = isOpenEnded ? -1 : items.length;

  // Before it is measured (on the server, and in the browser's first render, which takes the
  // server's HTML over as it is) the list is its first items in the page's flow, laid out by the
  // stylesheet: no inline style, which the Content-Security-Policy refuses in HTML and which taking
  // HTML over would not set. The rows are the same elements the measured list then places.
  if (!isMeasured) {
    return (
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        className={className ? `${flowClassName} ${className}` : flowClassName}
      >
        {items.slice(0, firstItems(minColumnWidth, maxColumns, estimateRowHeight)).map((item, index) => (
          <div key={index} role="none" data-index={index} className="contents">
            <div key={keyOf(item)} role="listitem" aria-posinset={index + 1} aria-setsize={setSize}>
              {renderItem(item)}
            </div>
          </div>
        ))}
      </div>
    );
  }

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={className}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              display: 'grid',
              gap: GAP,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {items.slice(first, first + columns).map((item, column) => (
              <div
                key={keyOf(item)}
                role="listitem"
                aria-posinset={first + column + 1}
                aria-setsize={setSize}
              >
                {renderItem(item)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
