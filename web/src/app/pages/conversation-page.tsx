import { usePrefetchInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { LookupState } from '../../components/ui/lookup-state.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { useConversation } from '../../features/messages/api/get-conversation.ts';
import { messagesQueryOptions } from '../../features/messages/api/get-messages.ts';
import { ConversationView } from '../../features/messages/components/conversation-view.tsx';
import { ReportButton } from '../../features/reports/components/report-button.tsx';
import type { ConversationState } from '../../features/messages/components/send-message-button.tsx';
import { texts } from '@surcos/contracts/texts';
import { BackIcon } from '../../components/ui/icons.tsx';

/** /messages/:conversationId: only its two participants see it; anyone else gets "not found". */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const viewerId = useCurrentUser()?.id ?? '';
  const conversation = useConversation(conversationId);
  const { draft } = (useLocation().state ?? {}) as ConversationState;
  // The history loads alongside the conversation instead of after it.
  usePrefetchInfiniteQuery(messagesQueryOptions(conversationId));

  if (!conversation.data) {
    return (
      <>
        <BackLink />
        <PageHeading title={texts.pages.conversation} />
        <LookupState query={conversation} notFoundMessage={texts.messages.notFound} />
      </>
    );
  }

  return (
    <>
      <BackLink />
      <PageHeading title={conversation.data.otherUser?.name ?? texts.messages.deletedUser} />
      {/* A fresh view per conversation: a draft or a pending message never follows the user to another one. */}
      <ConversationView
        key={conversation.data.id}
        conversation={conversation.data}
        viewerId={viewerId}
        initialDraft={draft}
        receivedMessageAction={(messageId) => (
          <ReportButton targetKind="message" targetId={messageId} isCompact />
        )}
      />
    </>
  );
}

function BackLink() {
  return (
    <Link to="/messages" className={buttonClasses('ghost', '-ms-3 mb-2')}>
      <BackIcon />
      {texts.messages.back}
    </Link>
  );
}
