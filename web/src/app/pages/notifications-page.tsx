import { texts } from '@surcos/contracts/texts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { MarkAllReadButton } from '../../features/notifications/components/mark-all-read-button.tsx';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';

/** /notifications: the bell's page. */
export function NotificationsPage() {
  return (
    <>
      <PageHeading title={texts.notifications.title}>
        <div className="flex flex-wrap gap-3">
          <MarkAllReadButton />
          <ButtonLink to="/notifications/settings" variant="secondary">
            {texts.notifications.settingsLink}
          </ButtonLink>
        </div>
      </PageHeading>
      <NotificationList />
    </>
  );
}
