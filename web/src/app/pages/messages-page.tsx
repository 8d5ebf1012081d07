import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ConversationList } from '../../features/messages/components/conversation-list.tsx';
import { texts } from '@surcos/contracts/texts';

export function MessagesPage() {
  return (
    <>
      <PageHeading title={texts.pages.messages} />
      <ConversationList />
    </>
  );
}
