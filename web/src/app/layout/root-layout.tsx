import { Outlet } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { texts } from '@surcos/contracts/texts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Header, main and footer for every page. Pages render only once the session
 * is known, so none of them has to handle an "unknown user" state.
 */
export function RootLayout() {
  const session = useSession();

  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <a
        href="#contenido"
        // Shown in the flow, above the header, so it never covers the logo.
        className="sr-only rounded-lg bg-accent px-4 py-2 font-bold text-on-accent focus:not-sr-only focus:m-2 focus:self-start"
      >
        {texts.app.skipToContent}
      </a>
      <SiteHeader user={session.data?.user ?? null} />
      <main
        id="contenido"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6"
      >
        {/* Each page waits for its code inside its own boundary (app/lazy-page.tsx). */}
        {session.data ? (
          <Outlet />
        ) : session.isError ? (
          <SessionError message={session.error.message} onRetry={() => void session.refetch()} />
        ) : (
          <LoadingState fillsScreen />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex max-w-xl flex-col items-start gap-4 py-6">
      <p className="text-lg font-bold">{texts.session.loadError}</p>
      <p className="text-fg-muted">{message}</p>
      <Button onClick={onRetry}>{texts.session.retry}</Button>
    </div>
  );
}
