import { describeNotification, type Notification, notificationPath } from '@surcos/contracts/notifications';
import { texts } from '@surcos/contracts/texts';
import { Link } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { formatWhen } from '../../../lib/relative-time.ts';
import { uniqueBy } from '../../../lib/unique-by.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';

/** The user's notifications, newest first; opening one marks it read. */
export function NotificationList() {
  const notifications = useNotifications();
  const now = useNow();
  const items = uniqueBy(
    (notifications.data?.pages ?? []).flatMap((page) => page.items),
    (item) => item.id,
  );
  return (
    <PagedList
      query={notifications}
      itemCount={items.length}
      emptyMessage={texts.notifications.empty}
      loading={<LoadingState label={texts.lists.loading} />}
    >
      <ul aria-label={texts.notifications.listLabel} className="flex max-w-3xl flex-col gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <NotificationEntry notification={item} now={now} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

function NotificationEntry({ notification, now }: { notification: Notification; now: number }) {
  const { mutate: markRead } = useMarkNotificationRead();
  const when = formatWhen(notification.updatedAt, now);
  const text = describeNotification(notification);
  return (
    <Link
      to={notificationPath(notification)}
      onClick={() => {
        if (!notification.read) markRead(notification.id);
      }}
      className={`flex flex-col gap-1 rounded-lg border p-3 hover:bg-raised sm:flex-row sm:items-center sm:justify-between ${
        notification.read ? 'border-line bg-surface' : 'border-accent bg-raised'
      }`}
    >
      <span className="font-bold break-words">
        {notification.read ? null : (
          <>
            <span className="rounded-full bg-mint px-2 text-sm leading-6 text-on-mint">
              {texts.notifications.unread}
            </span>{' '}
          </>
        )}
        {text}
      </span>
      {when ? (
        <time dateTime={notification.updatedAt} title={when.full} className="shrink-0 text-sm text-fg-muted">
          {when.short}
        </time>
      ) : null}
    </Link>
  );
}
