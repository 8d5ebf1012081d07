import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { card } from '../album-fixtures.ts';
import { emptyPage, mockApi } from '../mock-api.ts';
import { profile, publicStats as stats } from '../social-fixtures.ts';

const HOSTILE_NAME = '<img src=x onerror=alert(1)> Rosa';
const user = `/api/users/user-2`;
/** A visitor's first answers, by path, as the server puts them in the page (server/src/plugins/web.ts). */
const answers = {
  '/api/session': { user: null },
  [user]: profile({ name: HOSTILE_NAME, viewer: null }),
  [`${user}/albums?`]: { ...emptyPage, items: [card({ id: '61', name: 'Bitches Brew' })] },
  [`${user}/collections?`]: emptyPage,
  [`${user}/stats`]: stats,
};

/**
 * The page as the server renders it (`times` over, each from the same answers): the renderer in a
 * module graph of its own, built for the server (`import.meta.env.SSR`), as in dist/server/.
 */
async function renderOnServer(pathname: string, { times = 1 } = {}): Promise<string> {
  vi.resetModules();
  vi.stubEnv('SSR', true);
  // The server has no window: a component that reads it while rendering fails here as it would there.
  vi.stubGlobal('window', undefined);
  try {
    const { renderVisitorPage } = await import('../../src/render-visitor-page.tsx');
    let html = '';
    for (let count = 0; count < times; count += 1) html = await renderVisitorPage(pathname, answers);
    return html;
  } finally {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  }
}

describe('renderVisitorPage', () => {
  it("renders a visitor's public profile from the server's answers, and asks for nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = await renderOnServer('/user/user-2');
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = html;

    // The name is text, never markup.
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(HOSTILE_NAME);
    expect(page.querySelector('img')).toBeNull();
    expect(within(page).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2Fuser%2Fuser-2',
    );
    // The whole page as it will be: the lists and the statistics too, so nothing moves when the app
    // takes over.
    const albums = within(page).getByRole('list', { name: `Álbumes de ${HOSTILE_NAME}` });
    expect(within(albums).getByRole('link', { name: /Bitches Brew/ })).toHaveAttribute('href', '/album/61');
    expect(within(page).getByText('Este usuario no tiene colecciones públicas.')).toBeInTheDocument();
    expect(within(page).getByRole('table', { name: 'Géneros' })).toBeInTheDocument();
    // The Content-Security-Policy allows no inline style: the HTML has none to refuse.
    expect(html).not.toMatch(/\sstyle="/);
    expect(fetchSpy).not.toHaveBeenCalled();
    page.remove();
  });

  it("is taken over by the app as it is, even when the server's HTML does not mark where the page ends", async () => {
    // The second render finds the page's code loaded, so nothing marks where the page ends: what the
    // server sends once its renderer has rendered a profile.
    const html = await renderOnServer('/user/user-2', { times: 2 });
    expect(html).not.toContain('<!--$s-->');

    const container = document.createElement('div');
    container.innerHTML = html;
    container.setAttribute('data-prerendered', '');
    document.body.append(container);
    const heading = within(container).getByRole('heading', { level: 1 });
    const signInPrompt = within(container).getByText(/Quieres seguir/);
    const sections = within(container).getByRole('navigation', { name: 'En esta página' });
    const album = within(container).getByRole('link', { name: /Bitches Brew/ });

    // The browser's own modules, fresh: the page's code is not loaded yet, as on a first visit.
    vi.resetModules();
    const language = await import('../../src/lib/language.ts');
    await language.startLanguage('es');
    const api = mockApi({});
    const [{ createElement, StrictMode }, { hydrateRoot }, { MemoryRouter }, app, providers, routes] =
      await Promise.all([
        import('react'),
        import('react-dom/client'),
        import('react-router'),
        import('../../src/app/app.tsx'),
        import('../../src/app/providers.tsx'),
        import('../../src/app/routes.tsx'),
      ]);
    const queryClient = app.createAppQueryClient({ retry: false });
    app.startAsVisitor(queryClient, '/user/user-2', (path) => answers[path as keyof typeof answers]);
    const root = hydrateRoot(
      container,
      createElement(
        StrictMode,
        null,
        createElement(
          MemoryRouter,
          { initialEntries: ['/user/user-2'], useTransitions: false },
          createElement(providers.AppProviders, {
            queryClient,
            createSocket: () => new Promise<never>(() => undefined),
            children: createElement(routes.AppRoutes),
          }),
        ),
      ),
    );
    try {
      // Taken over: the list measured and placed by the app, from the same answers, asking for nothing.
      await waitFor(() =>
        expect(within(container).getByRole('list', { name: /Álbumes de/ })).toHaveStyle({
          position: 'relative',
        }),
      );
      expect(api.calls).toEqual([]);
      // The same nodes the server sent: nothing was removed and drawn again.
      expect(within(container).getByRole('heading', { level: 1 })).toBe(heading);
      expect(within(container).getByText(/Quieres seguir/)).toBe(signInPrompt);
      expect(within(container).getByRole('navigation', { name: 'En esta página' })).toBe(sections);
      expect(within(container).getByRole('link', { name: /Bitches Brew/ })).toBe(album);
      expect(heading).toHaveTextContent(HOSTILE_NAME);
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
