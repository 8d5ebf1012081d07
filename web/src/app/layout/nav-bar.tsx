import type { Counts } from '@surcos/contracts/counts';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { useCount } from '../../features/counts/api/get-counts.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { texts } from '@surcos/contracts/texts';

type CountKey = Exclude<keyof Counts, 'feedHasNew'>;

interface NavEntry {
  to: string;
  label: string;
  count?: CountKey;
  showsFeedFlag?: boolean;
}

/** Scanning a sleeve: on phones it stays beside 'Menú', one tap away, instead of folding behind it. */
const SCAN_ENTRY: NavEntry = { to: '/scan', label: texts.nav.scan };

/** The order and names SPEC.md gives, with 'Escanear' beside Albums; badges only for the counts it lists. */
const ENTRIES: readonly NavEntry[] = [
  { to: '/', label: texts.nav.explore },
  { to: '/feed', label: texts.nav.feed, showsFeedFlag: true },
  { to: '/albums', label: texts.nav.albums, count: 'albums' },
  SCAN_ENTRY,
  { to: '/collections', label: texts.nav.collections, count: 'collections' },
  { to: '/followers', label: texts.nav.followers, count: 'followers' },
  { to: '/following', label: texts.nav.following, count: 'following' },
  { to: '/messages', label: texts.nav.messages, count: 'unreadMessages' },
  { to: '/wishlist', label: texts.nav.wishlist, count: 'wishlist' },
  { to: '/profile', label: texts.nav.profile },
];

/** Shown to admins only, after the rest. */
const ADMIN_ENTRY: NavEntry = { to: '/admin', label: texts.nav.admin };
/** The bar's gap between the entries and the bell (Tailwind's gap-1). */
const GAP = 4;

/**
 * The signed-in navigation: one row of every entry with its badges when that
 * row fits beside the bell, and never two rows; otherwise the entries fold
 * behind a 'Menú' button, dotted when something behind it is new.
 */
export function NavBar() {
  // Read the session here too: right after signing out this bar may render once more before it unmounts.
  const user = useCurrentUser();
  const isSignedIn = Boolean(user);
  const entries = user?.isAdmin ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES;
  const location = useLocation();
  const listId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { fits, navRef, rowRef, bellRef } = useRowFits();
  // Remembering the location the menu was opened at closes it on any navigation, with no effect needed.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = !fits && openedAt === location.key;
  const isOnFeed = location.pathname === '/feed';

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

  // One list, in one of three layouts: the row that fits; the row laid out unseen, to be measured,
  // while 'Menú' stands in for it; or the open menu below the (sticky, positioned) header.
  const layout = fits ? 'row' : isOpen ? 'menu' : 'measured';
  return (
    <nav
      ref={navRef}
      aria-label={texts.nav.label}
      className="flex min-w-0 flex-1 items-center justify-end gap-1"
    >
      {/* First for the keyboard, as on phones; drawn last beside the row. */}
      <div ref={bellRef} className={`shrink-0 ${fits ? 'order-last' : ''}`}>
        <NotificationBell isSignedIn={isSignedIn} />
      </div>
      {fits ? null : (
        <NavLink
          to={SCAN_ENTRY.to}
          className={({ isActive }) =>
            `inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-2.5 font-bold ${
              isActive ? 'bg-raised text-accent' : 'text-fg hover:bg-raised'
            }`
          }
        >
          <BarcodeIcon />
          {/* Narrow phones keep the header on one row: the icon, with the name for screen readers. */}
          <span className="max-[399px]:sr-only">{SCAN_ENTRY.label}</span>
        </NavLink>
      )}
      {fits ? null : (
        <MenuButton
          buttonRef={menuButtonRef}
          isOpen={isOpen}
          listId={listId}
          isSignedIn={isSignedIn}
          isOnFeed={isOnFeed}
          onClick={() => setOpenedAt(isOpen ? null : location.key)}
        />
      )}
      <div className={LIST_WRAPPER[layout]}>
        <ul id={listId} ref={rowRef} data-layout={layout} className={LIST[layout]}>
          {(layout === 'menu' ? entries.filter((entry) => entry !== SCAN_ENTRY) : entries).map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.to === '/'}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-2 rounded-lg py-2 font-bold whitespace-nowrap ${
                    layout === 'menu' ? 'px-3' : 'px-2.5'
                  } ${isActive ? 'bg-raised text-accent' : 'text-fg hover:bg-raised'}`
                }
              >
                {entry.label}
                {/* On the feed itself the news is on screen, and the page records the visit. */}
                {entry.showsFeedFlag && !isOnFeed ? <FeedFlag isSignedIn={isSignedIn} /> : null}
                {entry.count ? <CountBadge name={entry.count} isSignedIn={isSignedIn} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

type ListLayout = 'row' | 'measured' | 'menu';

const LIST_WRAPPER: Record<ListLayout, string> = {
  row: 'min-w-0 flex-1',
  // Clipped to the header, so the unseen row never widens the page.
  measured: 'invisible absolute inset-0 overflow-hidden',
  // No box of its own: the open list is placed against the header.
  menu: 'contents',
};

const LIST: Record<ListLayout, string> = {
  row: 'flex w-max flex-nowrap gap-0.5',
  measured: 'flex w-max flex-nowrap gap-0.5',
  menu: 'absolute inset-x-0 top-full flex flex-col gap-1 border-b border-line bg-surface px-4 pt-2 pb-4 shadow-lg',
};

/**
 * Whether the row of entries fits beside the bell, measured (not guessed from
 * a breakpoint: badges and counts change its width) before the browser
 * paints, and again whenever the bar or the row changes size.
 */
function useRowFits() {
  const navRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const bellRef = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const row = rowRef.current;
    const bell = bellRef.current;
    if (!nav || !row || !bell) return;
    const measure = () => {
      // The open menu is not the row: keep the last answer until it closes (and is measured again).
      if (row.dataset.layout === 'menu') return;
      const needed = row.offsetWidth + GAP + bell.offsetWidth;
      setFits(needed > 0 && needed <= nav.clientWidth);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when the observer first reports, after the browser's own layout and before it
    // paints: measured at once, as the bar renders, reading a width would lay the whole page out
    // in the middle of the task that renders it.
    const observer = new ResizeObserver(measure);
    for (const element of [nav, row, bell]) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { fits, navRef, rowRef, bellRef };
}

function BarcodeIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
      <path
        d="M2 6V3h3M15 3h3v3M18 14v3h-3M5 17H2v-3M6 6v8M9 6v8M11.5 6v8M14 6v8"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

// Each badge reads its own figure of the counts, so their arrival (and every change after it)
// renders the badges whose figure changed, not the whole bar with its links.
const SELECT_COUNT: Record<CountKey, (counts: Counts) => number> = {
  albums: (counts) => counts.albums,
  collections: (counts) => counts.collections,
  followers: (counts) => counts.followers,
  following: (counts) => counts.following,
  unreadMessages: (counts) => counts.unreadMessages,
  wishlist: (counts) => counts.wishlist,
};
const selectFeedHasNew = (counts: Counts): boolean => counts.feedHasNew;
const selectHasNews = (counts: Counts): boolean => counts.feedHasNew || counts.unreadMessages > 0;
const selectUnreadOnly = (counts: Counts): boolean => counts.unreadMessages > 0;

/** 'Menú' while the row does not fit, dotted when something behind it is new. */
function MenuButton({
  buttonRef,
  isOpen,
  listId,
  isSignedIn,
  isOnFeed,
  onClick,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  listId: string;
  isSignedIn: boolean;
  /** On the feed itself its news is on screen: it does not dot the menu. */
  isOnFeed: boolean;
  onClick: () => void;
}) {
  const dotId = useId();
  const hasNews = useCount(isOnFeed ? selectUnreadOnly : selectHasNews, { enabled: isSignedIn }) ?? false;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={isOpen}
      aria-controls={listId}
      aria-describedby={hasNews ? dotId : undefined}
      onClick={onClick}
      className="relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line-strong px-3 font-bold text-fg hover:bg-raised"
    >
      <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
        {isOpen ? (
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span className="max-[399px]:sr-only">{texts.nav.menu}</span>
      {hasNews ? (
        <span
          data-testid="menu-news"
          className="absolute -top-1 -right-1 size-3.5 rounded-full border-2 border-surface bg-mint"
        >
          <span id={dotId} className="sr-only">
            {texts.nav.menuHasNews}
          </span>
        </span>
      ) : null}
    </button>
  );
}

function CountBadge({ name, isSignedIn }: { name: CountKey; isSignedIn: boolean }) {
  const count = useCount(SELECT_COUNT[name], { enabled: isSignedIn }) ?? 0;
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

function FeedFlag({ isSignedIn }: { isSignedIn: boolean }) {
  if (!useCount(selectFeedHasNew, { enabled: isSignedIn })) return null;
  return (
    <>
      {' '}
      <span data-testid="feed-new" className="rounded-full bg-mint px-2 text-sm leading-6 text-on-mint">
        {texts.nav.feedHasNew}
      </span>
    </>
  );
}
