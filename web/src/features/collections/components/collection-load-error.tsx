import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { texts } from '@surcos/contracts/texts';
import { isCollectionNotFound } from '../api/get-collection.ts';

interface CollectionLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

/** SPEC.md §8: not found (unknown, or somebody else's private one), or the load failed and may work again. */
export function CollectionLoadError({ error, onRetry, isRetrying }: CollectionLoadErrorProps) {
  if (isCollectionNotFound(error)) return <ErrorState message={texts.collections.notFound} />;
  return <ErrorState message={texts.collections.loadFailed} onRetry={onRetry} isRetrying={isRetrying} />;
}

interface CollectionPendingProps {
  /** The page's heading while there is no collection to name it. */
  title: string;
  collection: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}

/** A collection page before its collection is there: loading, or why it cannot be shown. */
export function CollectionPending({ title, collection }: CollectionPendingProps) {
  return (
    <>
      <PageHeading title={title} />
      {collection.isError ? (
        <CollectionLoadError
          error={collection.error}
          onRetry={() => void collection.refetch()}
          isRetrying={collection.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
