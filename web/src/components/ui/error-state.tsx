import { texts } from '@surcos/contracts/texts';
import { Button } from './button.tsx';

interface ErrorStateProps {
  message: string;
  /** Shows 'Reintentar' when the same request may work a second time. */
  onRetry?: (() => void) | undefined;
  isRetrying?: boolean;
}

/** A request failed: what happened, read out at once, and a way to try again. */
export function ErrorState({ message, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-danger bg-raised px-4 py-3">
      <p role="alert" className="text-danger">
        {message}
      </p>
      {onRetry ? (
        <Button variant="secondary" isLoading={isRetrying} onClick={onRetry}>
          {texts.lists.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** Nothing to show: a plain sentence from SPEC.md's catalogue. */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-lg border border-dashed border-line-strong px-4 py-6 text-fg-muted">{message}</p>
  );
}
