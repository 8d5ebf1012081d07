import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { EmptyState, ErrorState } from './error-state.tsx';
import { LoadMore } from './load-more.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { waitsForConnection } from '../../lib/offline/waits-for-connection.ts';

/** The parts of a TanStack infinite query a paged list needs. */
export interface PagedQuery {
  isPending: boolean;
  fetchStatus: FetchStatus;
  data?: unknown;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps {
  query: PagedQuery;
  /** Items shown once loaded; 0 shows `emptyMessage`. */
  itemCount: number;
  emptyMessage: string;
  /** What stands in while the first page loads (it announces itself). */
  loading: ReactNode;
  /** Load pages as the user scrolls; off, only 'Cargar más' does. */
  isAutomatic?: boolean;
  children: ReactNode;
}

/** A server-paged list: first-page loading, failure with 'Reintentar', empty, and more pages on demand. */
export function PagedList({
  query,
  itemCount,
  emptyMessage,
  loading,
  isAutomatic = true,
  children,
}: PagedListProps) {
  if (waitsForConnection(query)) return <NeedsConnection />;
  if (query.isPending) return loading;
  if (itemCount === 0 && query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (itemCount === 0) return <EmptyState message={emptyMessage} />;

  return (
    <>
      {children}
      {query.isFetchNextPageError ? (
        <div className="mt-6">
          <ErrorState message={errorMessage(query.error)} />
        </div>
      ) : null}
      <LoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        // After a failed page, scrolling must not retry in a loop: 'Cargar más' asks again.
        isAutomatic={isAutomatic && !query.isFetchNextPageError}
      />
    </>
  );
}
