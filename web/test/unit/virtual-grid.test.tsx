import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnsFor, VirtualGrid } from '../../src/components/ui/virtual-grid.tsx';

const ROW_HEIGHT = 300;
const LIST_WIDTH = 1200;

describe('columnsFor', () => {
  it('fits 1 to the maximum columns of at least the minimum width, gaps included', () => {
    expect(columnsFor(0, 200, 6)).toBe(1);
    expect(columnsFor(360, 200, 6)).toBe(1);
    expect(columnsFor(416, 200, 6)).toBe(2);
    expect(columnsFor(960, 200, 6)).toBe(4);
    expect(columnsFor(1440, 200, 6)).toBe(6);
    expect(columnsFor(5000, 200, 6)).toBe(6);
    expect(columnsFor(5000, 0, 1)).toBe(1);
  });
});

describe('VirtualGrid', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the list its width and each row its height.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(LIST_WIDTH);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.hasAttribute('data-index') ? ROW_HEIGHT : 0;
      return {
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        bottom: height,
        right: LIST_WIDTH,
        width: LIST_WIDTH,
        height,
        toJSON: () => ({}),
      };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const albums = Array.from({ length: 4000 }, (_, index) => ({ id: `a${index}`, name: `Disco ${index}` }));
  const grid = (isOpenEnded = false) => (
    <VirtualGrid
      items={albums}
      keyOf={(album) => album.id}
      renderItem={(album) => <a href={`/album/${album.id}`}>{album.name}</a>}
      label="Mis discos"
      minColumnWidth={200}
      maxColumns={6}
      estimateRowHeight={ROW_HEIGHT}
      isOpenEnded={isOpenEnded}
    />
  );

  it('keeps a few rows of a 4,000-album list in the DOM, as a list with each position', () => {
    render(grid());
    const list = screen.getByRole('list', { name: 'Mis discos' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    // jsdom's first layout pass is rough (no real sizes); the browser test counts the cards exactly.
    expect(items.length).toBeLessThan(400);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '4000');
    expect(within(items[0]!).getByRole('link', { name: 'Disco 0' })).toBeInTheDocument();
    // Six columns across 1,200 pixels: the second row starts with the seventh album.
    expect(items[6]).toHaveAttribute('aria-posinset', '7');
    // The whole list keeps a height, so the page scrolls as if every row were there.
    expect(Number.parseInt(list.style.height, 10)).toBeGreaterThan((4000 / 6) * ROW_HEIGHT);
  });

  it('renders the rows that scroll into view, and no others', () => {
    render(grid());
    act(() => {
      window.scrollY = 300 * ROW_HEIGHT;
      window.dispatchEvent(new Event('scroll'));
    });
    const items = within(screen.getByRole('list', { name: 'Mis discos' })).getAllByRole('listitem');
    expect(items.length).toBeLessThanOrEqual(6 * 12);
    const positions = items.map((item) => Number(item.getAttribute('aria-posinset')));
    expect(Math.min(...positions)).toBeGreaterThan(6 * 250);
    expect(screen.queryByRole('link', { name: 'Disco 0' })).not.toBeInTheDocument();
    window.scrollY = 0;
  });

  /** A ResizeObserver that reports each element once after it is observed, as a browser does after its layout. */
  function stubReportingObserver(observed: Element[]) {
    class ReportingObserver {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        setTimeout(() => this.callback([{ target: element } as ResizeObserverEntry], this), 0);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ReportingObserver);
  }
  const afterTheObserverReports = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  it('reads no row height while it renders the rows: the ResizeObserver reports them after layout', async () => {
    const observed: Element[] = [];
    stubReportingObserver(observed);
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    try {
      render(grid());
      await afterTheObserverReports();
      expect(observed.some((element) => element.hasAttribute('data-index'))).toBe(true);
      // Each read would force a layout of the page as the rows go in one after another.
      expect(offsetHeight).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('measures the list only once the ResizeObserver reports it, never as it renders', async () => {
    stubReportingObserver([]);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    try {
      render(grid());
      // In the stylesheet's flow, unmeasured: reading its width now would lay the page out.
      expect(clientWidth).not.toHaveBeenCalled();
      expect(scrollY).not.toHaveBeenCalled();
      await afterTheObserverReports();
      expect(clientWidth).toHaveBeenCalled();
      const list = screen.getByRole('list', { name: 'Mis discos' });
      expect(Number.parseInt(list.style.height, 10)).toBeGreaterThan((4000 / 6) * ROW_HEIGHT);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says the size is unknown while more pages may follow', () => {
    render(grid(true));
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
  });
});
