import { lazy, type ReactNode, Suspense } from 'react';
import type { VirtualGridProps } from './virtual-grid.tsx';

/*
 * The virtualizer loads with the first long list, never with the pages that
 * merely import a list page (the signed-out home imports Explorar's): the
 * first-load bundle stays as it was.
 */
const Grid = lazy(() => import('./virtual-grid.tsx').then((module) => ({ default: module.VirtualGrid })));

/** VirtualGrid, loaded on first use; `fallback` stands in meanwhile (the list's own loading state). */
export function LazyVirtualGrid<Item>({
  fallback = null,
  ...props
}: VirtualGridProps<Item> & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Grid {...(props as unknown as VirtualGridProps<unknown>)} />
    </Suspense>
  );
}
