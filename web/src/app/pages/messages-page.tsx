import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ConversationList } from '../../features/messages/components/conversation-list.tsx';
import { es } from '../../i18n/es.ts';

export function MessagesPage() {
  return (
    <>
      <PageHeading title={es.pages.messages} />
      <ConversationList />
    </>
  );
}
