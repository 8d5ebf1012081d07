import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtual row's size, from its ResizeObserver entry only. The virtualizer's
 * own measurement, when a row's ref is set, reads `offsetHeight`: the renderer
 * puts the rows in the page one after another, so each read forces a layout
 * of the whole page, a dozen in one task on a first screen. The observer
 * reports every row after the browser's own layout, before it paints; until
 * then a row keeps its last size or the estimate. Where there is no observer
 * to report, the row is measured at once.
 */
export function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  if (entry || typeof ResizeObserver === 'undefined') return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}
