import type { Me } from '@surcos/contracts/auth';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { texts } from '@surcos/contracts/texts';
import { lazyNamed } from '../../lib/lazy-named.ts';

// Visitors see no navigation bar: its code (counts, bell, menu) loads only for a signed-in user.
const NavBar = lazyNamed(() => import('./nav-bar.tsx'), 'NavBar');

export function SiteHeader({ user }: { user: Me | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-x-6 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-fg"
        >
          <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.15" />
            <circle cx="16" cy="16" r="11" fill="none" stroke="currentColor" strokeOpacity="0.4" />
            <circle cx="16" cy="16" r="5" className="fill-accent" />
          </svg>
          {texts.app.name}
        </Link>
        {user ? (
          <Suspense fallback={null}>
            <NavBar />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
