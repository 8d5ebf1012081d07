import { texts } from '@surcos/contracts/texts';
import { errorMessage, isNotFoundError } from '../../lib/api-client.ts';
import { ErrorState } from './error-state.tsx';
import type { FetchStatus } from '@tanstack/react-query';
import { waitsForConnection } from '../../lib/offline/waits-for-connection.ts';
import { NeedsConnection } from './needs-connection.tsx';
import { LoadingState } from './spinner.tsx';

interface LookupStateProps {
  /** The parts of the TanStack query of the one thing looked up. */
  query: {
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    fetchStatus: FetchStatus;
    refetch: () => Promise<unknown>;
  };
  /** Said, with no retry, when the thing does not exist; without it a 404 reads as any failure. */
  notFoundMessage?: string;
  /** Said of any other failure instead of the server's own message. */
  failureMessage?: string;
  loadingLabel?: string;
}

/**
 * What stands in for what a query loads until it is there: waiting for a
 * connection, loading, not found, or a failure to retry.
 */
export function LookupState({
  query,
  notFoundMessage,
  failureMessage,
  loadingLabel = texts.app.loading,
}: LookupStateProps) {
  if (waitsForConnection(query)) return <NeedsConnection />;
  if (!query.isError) return <LoadingState label={loadingLabel} />;
  if (notFoundMessage !== undefined && isNotFoundError(query.error))
    return <ErrorState message={notFoundMessage} />;
  return (
    <ErrorState
      message={failureMessage ?? errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
