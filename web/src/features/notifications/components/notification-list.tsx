import { describeNotification, type Notification, notificationPath } from '@surcos/contracts/notifications';
import { remoteProfilePagePath } from '@surcos/contracts/remote-address';
import { texts } from '@surcos/contracts/texts';
import { Link } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { RemoteAvatar } from '../../../components/ui/remote-avatar.tsx';
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

const entryClasses = (read: boolean) =>
  `flex flex-col gap-1 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between ${
    read ? 'border-line bg-surface' : 'border-accent bg-raised'
  }`;

/** What a notification says, with its 'unread' mark. */
function EntryText({ notification }: { notification: Notification }) {
  return (
    <span className="font-bold break-words">
      {notification.read ? null : (
        <>
          <span className="rounded-full bg-mint px-2 text-sm leading-6 text-on-mint">
            {texts.notifications.unread}
          </span>{' '}
        </>
      )}
      {describeNotification(notification)}
    </span>
  );
}

function EntryTime({ notification, now }: { notification: Notification; now: number }) {
  const when = formatWhen(notification.updatedAt, now);
  return when ? (
    <time dateTime={notification.updatedAt} title={when.full} className="shrink-0 text-sm text-fg-muted">
      {when.short}
    </time>
  ) : null;
}

function NotificationEntry({ notification, now }: { notification: Notification; now: number }) {
  const { mutate: markRead } = useMarkNotificationRead();
  const open = () => {
    if (!notification.read) markRead(notification.id);
  };
  const remote = notification.remoteActor;
  if (remote) {
    // An account on another server: its picture, and its address leading to its page here (which
    // links out to its server), beside the notification's own link (one link cannot hold another).
    return (
      <div className={entryClasses(notification.read)}>
        <div className="flex min-w-0 items-center gap-3">
          <RemoteAvatar src={remote.avatarUrl} name={remote.name} size="small" />
          <div className="min-w-0">
            <Link
              to={notificationPath(notification)}
              onClick={open}
              className="underline-offset-4 hover:underline"
            >
              <EntryText notification={notification} />
            </Link>
            <p className="text-sm break-all text-fg-muted">
              <Link
                to={remoteProfilePagePath(remote.address)}
                className="text-accent underline underline-offset-4 hover:text-accent-hover"
              >
                {remote.address}
              </Link>
            </p>
          </div>
        </div>
        <EntryTime notification={notification} now={now} />
      </div>
    );
  }
  return (
    <Link
      to={notificationPath(notification)}
      onClick={open}
      className={`${entryClasses(notification.read)} hover:bg-raised`}
    >
      <EntryText notification={notification} />
      <EntryTime notification={notification} now={now} />
    </Link>
  );
}
