import type { Conversation } from '@surcos/contracts/messages';
import { Link } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { texts } from '@surcos/contracts/texts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useConversations } from '../api/get-conversations.ts';
import { formatMessageTime } from '../message-time.ts';

/** The user's conversations, newest activity first, each with 'Leído' or 'No leído'. */
export function ConversationList() {
  const conversations = useConversations();
  // A conversation that moved to the top while paging can come twice: keep the first.
  const items = pagedItems(conversations.data);

  return (
    <PagedList
      query={conversations}
      itemCount={items.length}
      emptyMessage={texts.messages.empty}
      loading={<LoadingState />}
    >
      <ul aria-label={texts.messages.listLabel} className="flex max-w-3xl flex-col gap-2">
        {items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationItem conversation={conversation} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const name = conversation.otherUser?.name ?? texts.messages.deletedUser;
  const time = formatMessageTime(conversation.lastActivityAt);
  return (
    <Link
      to={`/messages/${encodeURIComponent(conversation.id)}`}
      className={`flex flex-col gap-1 rounded-lg border bg-surface px-4 py-3 hover:bg-raised ${
        conversation.read ? 'border-line' : 'border-l-4 border-line border-l-mint'
      }`}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-bold break-words text-fg">{name}</span>
        {time ? (
          <time dateTime={conversation.lastActivityAt} title={time.full} className="text-sm text-fg-muted">
            {time.short}
          </time>
        ) : null}
      </span>
      <span className={`truncate ${conversation.read ? 'text-fg-muted' : 'font-bold text-fg'}`}>
        {conversation.lastMessage || texts.messages.noMessagesYet}
      </span>
      <span>
        {conversation.read ? (
          <span className="text-sm text-fg-muted">{texts.messages.read}</span>
        ) : (
          <span className="rounded-full bg-mint px-2 text-sm leading-6 font-bold text-on-mint">
            {texts.messages.unread}
          </span>
        )}
      </span>
    </Link>
  );
}
