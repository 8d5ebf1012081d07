import { ErrorState } from '../../../components/ui/error-state.tsx';
import { es } from '../../../i18n/es.ts';
import { isCollectionNotFound } from '../api/get-collection.ts';

interface CollectionLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

/** SPEC.md §8: not found (unknown, or somebody else's private one), or the load failed and may work again. */
export function CollectionLoadError({ error, onRetry, isRetrying }: CollectionLoadErrorProps) {
  if (isCollectionNotFound(error)) return <ErrorState message={es.collections.notFound} />;
  return <ErrorState message={es.collections.loadFailed} onRetry={onRetry} isRetrying={isRetrying} />;
}
