import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { sessionQueryOptions } from '../features/auth/api/get-session.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { SocketFactory } from '../lib/socket.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

/** Any 401 means the session we hold is over: re-read it and the guards do the rest. */
export function createAppQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    ...options,
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
  return queryClient;
}

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  createSocket: SocketFactory;
}

export function App({ router, queryClient, createSocket }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} createSocket={createSocket}>
      {/* From react-router/dom: it supports navigate(..., { flushSync }). */}
      <RouterProvider router={router} />
    </AppProviders>
  );
}
