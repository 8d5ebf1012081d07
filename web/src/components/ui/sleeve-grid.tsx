import type { ReactNode } from 'react';
import { texts } from '@surcos/contracts/texts';
import { Skeleton } from './spinner.tsx';

/** A grid of record sleeves: 1 column on phones up to 6 on wide screens (see `sleeve-grid` in index.css). */
export function SleeveGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="sleeve-grid" aria-label={label}>
      {children}
    </ul>
  );
}

/** Sleeve grids lay out as the `sleeve-grid` utility does: cards at least this wide, 1 to 6 a row. */
export const SLEEVE_COLUMNS = {
  minColumnWidth: 200,
  maxColumns: 6,
  estimateRowHeight: 340,
  flowClassName: 'sleeve-grid',
} as const;

/** Sleeves still loading: grey squares in the same grid, announced once in words. */
export function SleeveGridSkeleton({
  count = 12,
  label = texts.lists.loading,
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div>
      <p role="status" className="mb-3 text-fg-muted">
        {label}
      </p>
      <div className="sleeve-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="flex flex-col gap-2 p-1">
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
