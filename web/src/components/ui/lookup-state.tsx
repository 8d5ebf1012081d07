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
  notFoundMessage: string;
  loadingLabel?: string;
}

/** What stands in for one thing looked up by id until it is there: loading, not found, or a failure to retry. */
export function LookupState({ query, notFoundMessage, loadingLabel = texts.app.loading }: LookupStateProps) {
  if (waitsForConnection(query)) return <NeedsConnection />;
  if (!query.isError) return <LoadingState label={loadingLabel} />;
  if (isNotFoundError(query.error)) return <ErrorState message={notFoundMessage} />;
  return (
    <ErrorState
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
