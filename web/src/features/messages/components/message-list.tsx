import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { texts } from '@surcos/contracts/texts';
import { formatMessageTime } from '../message-time.ts';

export interface BubbleItem {
  /** The message id, or the client id while it is being sent. */
  key: string;
  isMine: boolean;
  sender: string;
  text: string;
  /** Null while it is being sent. */
  createdAt: string | null;
  /** What the reader may do with a message they received ('Denunciar'). */
  action?: ReactNode;
}

interface MessageListProps {
  label: string;
  items: readonly BubbleItem[];
  /** Stands in for the list while the first page loads or when it failed. */
  placeholder?: ReactNode;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
}

/** Within this distance of the end the reader counts as "at the bottom" and follows new messages. */
const NEAR_BOTTOM_PX = 120;
/** Older messages load when the reader scrolls this close to the top. */
const LOAD_OLDER_PX = 200;

/**
 * The history, oldest at the top. It opens at the newest message; new ones
 * scroll into view when the reader is at the bottom (or wrote them), and older
 * pages loaded above keep the messages on screen where they were.
 */
export function MessageList({
  label,
  items,
  placeholder,
  hasOlder,
  isLoadingOlder,
  olderError,
  onLoadOlder,
}: MessageListProps) {
  const scrollerRef = useRef<HTMLElement>(null);
  // Where the reader is, measured from the bottom: content added above must not move it.
  const distanceFromBottom = useRef(0);
  const edges = useRef<{ first: string | undefined; last: string | undefined } | null>(null);
  const firstKey = items[0]?.key;
  const lastKey = items.at(-1)?.key;
  const isLastMine = items.at(-1)?.isMine ?? false;
  const canLoadOlder = hasOlder && !isLoadingOlder && !olderError;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const previous = edges.current;
    edges.current = { first: firstKey, last: lastKey };
    if (!previous) {
      scroller.scrollTop = scroller.scrollHeight;
    } else if (lastKey !== previous.last) {
      if (distanceFromBottom.current <= NEAR_BOTTOM_PX || isLastMine)
        scroller.scrollTop = scroller.scrollHeight;
    } else if (firstKey !== previous.first) {
      scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - distanceFromBottom.current;
    }
    distanceFromBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
  }, [firstKey, lastKey, isLastMine]);

  function handleScroll() {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    distanceFromBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    if (scroller.scrollTop < LOAD_OLDER_PX && canLoadOlder) onLoadOlder();
  }

  return (
    <section
      ref={scrollerRef}
      aria-label={label}
      // A scrollable region must be reachable by keyboard to be scrolled by it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={handleScroll}
      // The browser's own scroll anchoring would fight the position kept above.
      className="h-[60dvh] min-h-72 overflow-y-auto rounded-lg border border-line bg-surface p-3 [overflow-anchor:none] sm:p-4"
    >
      {placeholder ?? (
        // Mounted with its first messages, so screen readers read out only the ones that come later.
        <div role="log">
          {olderError ? (
            <div className="mb-3">
              <ErrorState message={olderError} onRetry={onLoadOlder} isRetrying={isLoadingOlder} />
            </div>
          ) : hasOlder ? (
            <div className="mb-3 flex justify-center">
              <Button variant="secondary" isLoading={isLoadingOlder} onClick={onLoadOlder}>
                {texts.messages.loadOlder}
              </Button>
            </div>
          ) : (
            <p className="mb-3 text-center text-sm text-fg-muted">{texts.messages.historyStart}</p>
          )}
          <ol className="flex flex-col gap-2">
            {items.map((item) => (
              <MessageBubble key={item.key} item={item} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function MessageBubble({ item }: { item: BubbleItem }) {
  const time = item.createdAt ? formatMessageTime(item.createdAt) : null;
  return (
    <li className={`flex ${item.isMine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%] ${
          item.isMine ? 'rounded-br-sm bg-accent text-on-accent' : 'rounded-bl-sm bg-raised text-fg'
        }`}
      >
        <p className="text-sm font-bold">{item.sender}</p>
        <p className="break-words whitespace-pre-wrap [overflow-wrap:anywhere]">{item.text}</p>
        <p className="mt-1 text-right text-xs">
          {item.createdAt === null ? (
            texts.messages.sending
          ) : time ? (
            <time dateTime={item.createdAt} title={time.full}>
              {time.short}
            </time>
          ) : null}
        </p>
        {item.action ? <div className="mt-1 flex justify-end">{item.action}</div> : null}
      </div>
    </li>
  );
}
