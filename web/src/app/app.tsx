import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchPath } from 'react-router';
import { sessionQueryOptions } from '../features/auth/api/get-session.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { SocketFactory } from '../lib/socket.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, preloadSignedInPage, USER_PAGE_PATH } from './routes.tsx';
import { startOnUserPage } from './user-page-answers.ts';
import { useHeldLanguageEnds, useLanguage } from '../lib/language.ts';
import { useMembersLanguage } from './language-choice.tsx';

/** Any 401 means the session we hold is over: re-read it and the guards do the rest. */
export function createAppQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    ...options,
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
  return queryClient;
}

/**
 * A page prerendered for a visitor starts from what it was rendered with, so
 * the browser's first render matches its HTML: the visitor session (the
 * login form, rendered at build time by scripts/prerender.ts), and on a
 * public profile the server's answers to the page's first requests (rendered
 * as it is asked for, server/src/plugins/web.ts).
 */
export function startAsVisitor(
  queryClient: QueryClient,
  pathname: string,
  answerOf: (path: string) => unknown = () => undefined,
): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
  const userId = matchPath(USER_PAGE_PATH, pathname)?.params.userId;
  if (userId !== undefined) startOnUserPage(queryClient, userId, answerOf);
}

/**
 * A page the server did not prerender is, but for a stale cookie, a signed-in member's (it
 * prerenders a visitor's: server/src/plugins/web.ts): its session is asked for at once, while the
 * texts load, rather than once the app has rendered. A session that fails now is asked again as
 * the app renders.
 */
export function startAsMember(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionQueryOptions());
}

/**
 * The code of the page at `pathname` (a member's, at '/'), asked for as the app first renders
 * rather than once the session has answered. Only once the texts are loaded: a module may read a
 * text as it is evaluated.
 */
export function preloadMemberPage(pathname: string): void {
  preloadSignedInPage(pathname);
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
        <RoutesInLanguage />
      </AppProviders>
    </BrowserRouter>
  );
}

/** Every screen again in a newly chosen language; the providers (the cache, the realtime connection) stay. */
export function RoutesInLanguage() {
  const language = useLanguage();
  useMembersLanguage();
  useHeldLanguageEnds();
  return <AppRoutes key={language} />;
}
