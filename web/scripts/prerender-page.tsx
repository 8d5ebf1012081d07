/**
 * A visitor's page rendered to HTML the way the browser will hydrate it: the
 * real components, from the same visitor session, at the page's own address
 * (so the ids they generate match), inside `StrictMode` as in `main.tsx` (the
 * tree's shape decides those ids too). Loaded by scripts/prerender.ts
 * through Vite, so `react` is Preact here exactly as in the bundle.
 */
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { MemoryRouter } from 'react-router';
import { createAppQueryClient, startAsVisitor } from '../src/app/app.tsx';
import { AppProviders } from '../src/app/providers.tsx';
import { AppRoutes } from '../src/app/routes.tsx';

export async function renderVisitorPage(pathname: string): Promise<string> {
  const queryClient = createAppQueryClient({ retry: false });
  startAsVisitor(queryClient);
  try {
    // Waits for the lazy pages on the way, as the browser's hydration will.
    return await renderToStringAsync(
      <StrictMode>
        <MemoryRouter initialEntries={[pathname]} useTransitions={false}>
          <AppProviders queryClient={queryClient} createSocket={() => new Promise(() => undefined)}>
            <AppRoutes />
          </AppProviders>
        </MemoryRouter>
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
  }
}
