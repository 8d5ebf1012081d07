import { texts } from '@surcos/contracts/texts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { NotificationPreferencesForm } from '../../features/notifications/components/notification-preferences-form.tsx';

/** /notifications/settings: which kinds show in Surcos and which go in the daily mail. */
export function NotificationSettingsPage() {
  return (
    <>
      <PageHeading title={texts.notifications.settingsTitle}>
        <ButtonLink to="/notifications" variant="secondary">
          {texts.notifications.backToList}
        </ButtonLink>
      </PageHeading>
      <p className="mb-6 max-w-3xl text-fg-muted">{texts.notifications.settings.intro}</p>
      <NotificationPreferencesForm />
    </>
  );
}
