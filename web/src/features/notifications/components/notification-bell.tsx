import { texts } from '@surcos/contracts/texts';
import { NavLink } from 'react-router';
import { useNotificationSummary } from '../api/get-notification-summary.ts';

/** The bell in the navigation bar: always visible (phones too), named with its unread count. */
export function NotificationBell({ isSignedIn }: { isSignedIn: boolean }) {
  const { data } = useNotificationSummary({ enabled: isSignedIn });
  const unread = data?.unread ?? 0;
  return (
    <NavLink
      to="/notifications"
      aria-label={texts.notifications.bell(unread)}
      className={({ isActive }) =>
        `relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg ${
          isActive ? 'bg-raised text-accent' : 'text-fg hover:bg-raised'
        }`
      }
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true">
        <path
          d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 10a2 2 0 0 0 4 0"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-6 rounded-full bg-mint px-1.5 text-center text-sm leading-6 font-bold text-on-mint"
        >
          {texts.nav.badgeVisible(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
