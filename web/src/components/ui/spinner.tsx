import { texts } from '@surcos/contracts/texts';

/** Decorative: whoever shows it also says what is loading, in text. */
export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-lg bg-raised ${className}`} aria-hidden="true" />;
}

/**
 * A loading placeholder for a whole page or section, announced politely. For a
 * whole page it takes a screen's height (`fillsScreen`): the footer then starts
 * below the fold instead of in view, where the page would push it away when it
 * arrives, a layout shift of the whole first screen.
 */
export function LoadingState({
  label = texts.app.loading,
  fillsScreen = false,
}: {
  label?: string;
  fillsScreen?: boolean;
}) {
  return (
    <div role="status" className={`flex flex-col gap-4 py-6 ${fillsScreen ? 'min-h-dvh' : ''}`}>
      <div className="flex items-center gap-3 text-fg-muted">
        <Spinner className="size-5" />
        <span>{label}</span>
      </div>
      <Skeleton className="h-8 w-2/3 max-w-sm" />
      <Skeleton className="h-4 w-full max-w-lg" />
      <Skeleton className="h-4 w-5/6 max-w-md" />
    </div>
  );
}
