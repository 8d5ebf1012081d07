import type { ReactNode } from 'react';

/** A grid of record sleeves: 1 column on phones up to 6 on wide screens (see `sleeve-grid` in index.css). */
export function SleeveGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="sleeve-grid" aria-label={label}>
      {children}
    </ul>
  );
}
