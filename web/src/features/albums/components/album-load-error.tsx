import { ErrorState } from '../../../components/ui/error-state.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage, isApiError, isNotFoundError } from '../../../lib/api-client.ts';
import { isRateLimited } from '../../../lib/rate-limit-retry.ts';

interface AlbumLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

/** SPEC.md §8's album messages: not found (also for a malformed id), or the fetch failed and may work again. */
export function AlbumLoadError({ error, onRetry, isRetrying }: AlbumLoadErrorProps) {
  if (isNotFoundError(error)) {
    // Another member's hand-made album says why it stays closed; any other is simply not found.
    const isOthersHandMade = isApiError(error) && error.message === texts.api.handMadeAlbumNotYours;
    return <ErrorState message={isOthersHandMade ? error.message : texts.album.notFound} />;
  }
  const message = isRateLimited(error)
    ? texts.addAlbum.rateLimited
    : isApiError(error) && error.code === 'MUSIC_DATABASE_UNAVAILABLE'
      ? texts.album.fetchFailed
      : errorMessage(error);
  return <ErrorState message={message} onRetry={onRetry} isRetrying={isRetrying} />;
}
