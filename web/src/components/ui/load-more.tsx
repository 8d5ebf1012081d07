import { useEffect, useEffectEvent, useRef } from 'react';
import { texts } from '@surcos/contracts/texts';
import { Button } from './button.tsx';

interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** Load the next page by itself when the end of the list scrolls into view (off after a failure). */
  isAutomatic?: boolean;
}

/**
 * The end of a paged list: a sentinel that loads the next page as the user
 * scrolls near it, and a visible 'Cargar más' button for keyboard users and
 * for browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, isLoading, onLoadMore, isAutomatic = true }: LoadMoreProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || isLoading || !isAutomatic || typeof IntersectionObserver === 'undefined') {
      return;
    }
    // A new observer after every page reports at once whether the end is still in view (short pages, tall screens).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoading, isAutomatic]);

  if (!hasMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <div ref={sentinelRef} aria-hidden="true" />
      <Button variant="secondary" isLoading={isLoading} onClick={onLoadMore}>
        {texts.lists.loadMore}
      </Button>
    </div>
  );
}
