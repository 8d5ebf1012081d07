import type { Counts } from '@surcos/contracts/counts';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { useCounts } from '../../features/counts/api/get-counts.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { texts } from '@surcos/contracts/texts';

type CountKey = Exclude<keyof Counts, 'feedHasNew'>;

interface NavEntry {
  to: string;
  label: string;
  count?: CountKey;
  showsFeedFlag?: boolean;
}

/** The order and names SPEC.md gives; badges only for the counts it lists. */
const ENTRIES: readonly NavEntry[] = [
  { to: '/', label: texts.nav.explore },
  { to: '/feed', label: texts.nav.feed, showsFeedFlag: true },
  { to: '/albums', label: texts.nav.albums, count: 'albums' },
  { to: '/collections', label: texts.nav.collections, count: 'collections' },
  { to: '/followers', label: texts.nav.followers, count: 'followers' },
  { to: '/following', label: texts.nav.following, count: 'following' },
  { to: '/messages', label: texts.nav.messages, count: 'unreadMessages' },
  { to: '/wishlist', label: texts.nav.wishlist, count: 'wishlist' },
  { to: '/profile', label: texts.nav.profile },
];

/** The signed-in navigation; on phones it folds behind a 'Menú' button. */
/** Shown to admins only, after the rest. */
const ADMIN_ENTRY: NavEntry = { to: '/admin', label: texts.nav.admin };

export function NavBar() {
  // Read the session here too: right after signing out this bar may render once more before it unmounts.
  const user = useCurrentUser();
  const isSignedIn = Boolean(user);
  const entries = user?.isAdmin ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES;
  const { data: counts } = useCounts({ enabled: isSignedIn });
  const location = useLocation();
  const listId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Remembering the location the menu was opened at closes it on any navigation, with no effect needed.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;

  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen]);

  return (
    <nav aria-label={texts.nav.label} className="flex flex-1 items-center justify-end gap-1 md:justify-start">
      {/* Outside the folding list: the bell shows on phones too, beside 'Menú'; last on wider screens. */}
      <div className="md:order-last md:ml-auto">
        <NotificationBell isSignedIn={isSignedIn} />
      </div>
      <button
        ref={menuButtonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpenedAt(isOpen ? null : location.key)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line-strong px-3 font-bold text-fg hover:bg-raised md:hidden"
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
          {isOpen ? (
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        {texts.nav.menu}
      </button>
      <ul
        id={listId}
        // On phones the open list drops below the (sticky, positioned) header at full width.
        className={`${isOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-line bg-surface px-4 pt-2 pb-4 shadow-lg md:static md:flex md:flex-row md:flex-wrap md:gap-0.5 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === '/'}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 font-bold md:px-2.5 ${
                  isActive ? 'bg-raised text-accent' : 'text-fg hover:bg-raised'
                }`
              }
            >
              {entry.label}
              {/* On the feed itself the news is on screen, and the page records the visit. */}
              {entry.showsFeedFlag && counts?.feedHasNew && location.pathname !== entry.to ? (
                <>
                  {' '}
                  <FeedFlag />
                </>
              ) : null}
              {entry.count ? <CountBadge name={entry.count} count={counts?.[entry.count] ?? 0} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CountBadge({ name, count }: { name: CountKey; count: number }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        data-testid={`badge-${name}`}
        aria-hidden="true"
        className="min-w-6 rounded-full bg-mint px-1.5 text-center text-sm leading-6 text-on-mint"
      >
        {texts.nav.badgeVisible(count)}
      </span>
      <span className="sr-only">{texts.nav.badgeAccessible(count)}</span>
    </>
  );
}

function FeedFlag() {
  return (
    <span data-testid="feed-new" className="rounded-full bg-mint px-2 text-sm leading-6 text-on-mint">
      {texts.nav.feedHasNew}
    </span>
  );
}
