/**
 * A visitor's page rendered to HTML the way the browser will hydrate it: the
 * real components, started from the same state as `main.tsx` starts them
 * (`startAsVisitor`), at the page's own address (so the ids they generate
 * match), inside `StrictMode` as in `main.tsx` (the tree's shape decides those
 * ids too). Built on its own into `dist/server/` (`vite build --ssr`, with
 * Preact as `react` exactly as in the bundle), for scripts/prerender.ts, which
 * writes the login form at build time, and for the server, which renders a
 * visitor's public profile as it is asked for (server/src/plugins/web.ts).
 * What the page's cache was not given renders as loading: on the server, no
 * request is ever sent (lib/api-client.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '@surcos/contracts/languages';
import { type Catalogue, installCatalogueSource } from '@surcos/contracts/texts';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { MemoryRouter } from 'react-router';
import { createAppQueryClient, startAsVisitor } from './app/app.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { activeCatalogue, catalogueOf } from './lib/language.ts';

// Pages in both languages may render at once (renders wait on lazy pages): each reads its own;
// outside a render (a test hydrating in the same window), the page's own.
const speaking = new AsyncLocalStorage<Catalogue>();
installCatalogueSource(() => speaking.getStore() ?? activeCatalogue());

/**
 * The HTML inside `#root` for `pathname` in `language`, from the server's
 * answers to the page's first requests by path (the same answers the page
 * carries for the browser, lib/api-client.ts).
 */
export async function renderVisitorPage(
  pathname: string,
  answers: Readonly<Record<string, unknown>> = {},
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  return speaking.run(await catalogueOf(language), () => render(pathname, answers));
}

async function render(pathname: string, answers: Readonly<Record<string, unknown>>): Promise<string> {
  const queryClient = createAppQueryClient({ retry: false });
  startAsVisitor(queryClient, pathname, (path) => (Object.hasOwn(answers, path) ? answers[path] : undefined));
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
