import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { sessionQueryOptions } from '../features/auth/api/get-session.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { SocketFactory } from '../lib/socket.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** Any 401 means the session we hold is over: re-read it and the guards do the rest. */
export function createAppQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    ...options,
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
  return queryClient;
}

/**
 * A page the server prerendered for a visitor (scripts/prerender.ts)
 * starts from the visitor session it was rendered with, so the first render
 * matches its HTML; the session is asked for again at once, as always.
 */
export function startAsVisitor(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
}

interface AppProps {
  queryClient: QueryClient;
  createSocket: SocketFactory;
}

/**
 * The declarative router: the app loads no data through routes, and the data
 * router would cost the first load twice the bytes (docs/decisions/026).
 * Navigations render at once, not as transitions, so `flushSync` around a
 * `navigate` shows the new page before anything else renders.
 */
export function App({ queryClient, createSocket }: AppProps) {
  return (
    <BrowserRouter useTransitions={false}>
      <AppProviders queryClient={queryClient} createSocket={createSocket}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
