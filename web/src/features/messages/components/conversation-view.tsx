import { MESSAGE_MAX_LENGTH } from '@surcos/contracts/limits';
import type { Conversation, Message } from '@surcos/contracts/messages';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { waitsForConnection } from '../../../lib/offline/waits-for-connection.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage } from '../../../lib/api-client.ts';
import { historyMessages, useMessages } from '../api/get-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { newClientId } from '../client-id.ts';
import { useLiveMessages } from '../hooks/use-live-messages.ts';
import { useIsOtherTyping, useTypingSignal } from '../hooks/use-typing.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList, type BubbleItem } from './message-list.tsx';

interface PendingMessage {
  clientId: string;
  text: string;
}

interface ConversationViewProps {
  conversation: Conversation;
  viewerId: string;
  /** What the message field starts with (a record from Coincidencias); nothing is sent until the user sends it. */
  initialDraft?: string | undefined;
  /** What the reader may do with each message they received ('Denunciar'). */
  receivedMessageAction?: (messageId: string) => ReactNode;
}

/** One conversation: its history, live messages, the other participant's typing and the message field. */
export function ConversationView({
  conversation,
  viewerId,
  initialDraft,
  receivedMessageAction,
}: ConversationViewProps) {
  const conversationId = conversation.id;
  const otherName = conversation.otherUser?.name ?? texts.messages.deletedUser;
  const history = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const { mutate: markRead } = useMarkRead();
  const isOtherTyping = useIsOtherTyping(conversationId, viewerId);
  const typing = useTypingSignal(conversationId);

  const [draft, setDraft] = useState(initialDraft ?? '');
  const [sendError, setSendError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  // Sends go one after another, so they are stored in the order they were written.
  const queue = useRef<Promise<void>>(Promise.resolve());
  // A failed message sent again unchanged keeps its client id: if the first try was stored after all, it is not stored twice.
  const failed = useRef<PendingMessage | null>(null);
  const hasUnseen = useRef(false);

  const markSeen = useCallback(() => {
    if (document.visibilityState !== 'visible') {
      hasUnseen.current = true;
      return;
    }
    hasUnseen.current = false;
    markRead(conversationId);
  }, [conversationId, markRead]);

  useEffect(() => {
    markRead(conversationId);
  }, [conversationId, markRead]);

  useEffect(() => {
    const handleVisibility = () => {
      if (document.visibilityState === 'visible' && hasUnseen.current) markSeen();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [markSeen]);

  useLiveMessages(conversationId, {
    hasHistory: history.data !== undefined,
    onArrived: (messages: readonly Message[]) => {
      if (messages.some((message) => message.senderId !== viewerId)) markSeen();
    },
  });

  async function deliver(message: PendingMessage) {
    try {
      await send.mutateAsync(message);
    } catch (error) {
      failed.current = message;
      // Nothing typed is lost: the text goes back into the field.
      setDraft((current) => (current.trim() ? `${current}\n${message.text}` : message.text));
      setSendError(errorMessage(error));
    } finally {
      setPending((current) => current.filter((item) => item.clientId !== message.clientId));
    }
  }

  function handleSend() {
    const text = draft.trim();
    if (!text) return;
    if (text.length > MESSAGE_MAX_LENGTH) {
      setSendError(texts.messages.tooLong(MESSAGE_MAX_LENGTH));
      return;
    }
    const retry = failed.current;
    const message = { clientId: retry?.text === text ? retry.clientId : newClientId(), text };
    failed.current = null;
    setDraft('');
    setSendError(null);
    typing.stop();
    setPending((current) => [...current, message]);
    queue.current = queue.current.then(() => deliver(message));
  }

  const messages = historyMessages(history.data);
  const deliveredClientIds = new Set(messages.map((message) => message.clientId));
  const items: BubbleItem[] = [
    ...messages.map((message) => ({
      key: message.id,
      isMine: message.senderId === viewerId,
      sender:
        message.senderId === viewerId
          ? texts.messages.me
          : message.senderId === null
            ? texts.messages.deletedUser
            : otherName,
      text: message.text,
      createdAt: message.createdAt,
      // A message already hidden by the moderation needs no second report.
      action:
        message.senderId !== viewerId &&
        message.senderId !== null &&
        message.text !== texts.reports.hiddenMessage
          ? receivedMessageAction?.(message.id)
          : undefined,
    })),
    ...pending
      .filter((message) => !deliveredClientIds.has(message.clientId))
      .map((message) => ({
        key: message.clientId,
        isMine: true,
        sender: texts.messages.me,
        text: message.text,
        createdAt: null,
      })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <MessageList
        label={texts.messages.historyLabel(otherName)}
        items={items}
        placeholder={
          waitsForConnection(history) ? (
            <NeedsConnection />
          ) : history.isPending ? (
            <LoadingState />
          ) : history.isError && !history.data ? (
            <ErrorState
              message={errorMessage(history.error)}
              onRetry={() => void history.refetch()}
              isRetrying={history.isFetching}
            />
          ) : undefined
        }
        hasOlder={history.hasNextPage}
        isLoadingOlder={history.isFetchingNextPage}
        olderError={history.isFetchNextPageError ? errorMessage(history.error) : null}
        onLoadOlder={() => void history.fetchNextPage()}
      />
      {/* Always in the page, so screen readers hear the text when it appears. */}
      <p aria-live="polite" className="min-h-6 text-sm text-fg-muted italic">
        {isOtherTyping ? texts.messages.typing(otherName) : ''}
      </p>
      {conversation.otherUser ? (
        <MessageComposer
          draft={draft}
          onDraftChange={setDraft}
          onSend={handleSend}
          error={sendError}
          onTypingStart={typing.start}
          onTypingStop={typing.stop}
        />
      ) : (
        <p className="rounded-lg border border-line bg-raised px-4 py-3 text-fg-muted">
          {texts.messages.recipientDeleted}
        </p>
      )}
    </div>
  );
}
