import { texts } from '@surcos/contracts/texts';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { UnsubscribeConfirm } from '../../features/notifications/components/unsubscribe-confirm.tsx';

/** /unsubscribe?token=…: a mail's unsubscribe link, opened signed in or not. */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeading title={texts.notifications.unsubscribe.title} />
      <UnsubscribeConfirm token={searchParams.get('token') ?? ''} />
    </>
  );
}
