import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { stubIntersectionObserver } from './intersection.ts';
import { renderApp } from './render-app.tsx';

describe('Explorar', () => {
  it('has one search box, the sort select and the Álbumes and Usuarios sections', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Buscar por artista o álbum')).toHaveLength(1);
    // SPEC.md's label is Añadir álbum's too: the description says this one searches only what members own.
    expect(screen.getByRole('searchbox', { name: 'Buscar por artista o álbum' })).toHaveAccessibleDescription(
      'Solo entre los discos que alguien tiene en Surcos, sus colecciones y sus usuarios.',
    );
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('dateAddedDesc');
    expect(screen.getByRole('heading', { level: 2, name: 'Álbumes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/');
    expect(await screen.findByText('No hay álbumes disponibles.')).toBeInTheDocument();
    expect(await screen.findByText('No se encontraron usuarios.')).toBeInTheDocument();
  });

  it('lists albums as links and users with their album counts', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/albums': () => json({ ...emptyPage, items: [card({ id: '61', name: 'Bitches Brew' })] }),
      'GET /api/users': () =>
        json({
          ...emptyPage,
          items: [
            { id: 'user-2', name: 'Rosa Discos', albumCount: 1 },
            { id: 'user-3', name: 'Lola Deseos', albumCount: 12 },
          ],
        }),
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Bitches Brew/ })).toHaveAttribute('href', '/album/61');
    const users = await screen.findByRole('list', { name: 'Usuarios' });
    expect(within(users).getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');
    expect(within(users).getByText('1 álbum')).toBeInTheDocument();
    expect(within(users).getByText('12 álbumes')).toBeInTheDocument();
  });

  it('filters albums and users with the same search, and albums with the sort', async () => {
    const api = mockApi(sessionHandlers(testUser).handlers);
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Buscar por artista o álbum'), 'rosa');
    await waitFor(() => expect(api.callsTo('GET', '/api/users').at(-1)?.query.get('q')).toBe('rosa'));
    expect(api.callsTo('GET', '/api/albums').at(-1)?.query.get('q')).toBe('rosa');
    expect(await screen.findByText('No se encontraron álbumes.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Género');
    await waitFor(() => expect(api.callsTo('GET', '/api/albums').at(-1)?.query.get('sort')).toBe('genreAsc'));
  });

  describe('below the albums', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('asks for the collections and the users only once their section nears the screen', async () => {
      const { bringNear } = stubIntersectionObserver();
      const api = mockApi({
        ...sessionHandlers(testUser).handlers,
        'GET /api/users': () =>
          json({ ...emptyPage, items: [{ id: 'user-2', name: 'Rosa Discos', albumCount: 1 }] }),
      });
      renderApp('/');
      expect(await screen.findByText('No hay álbumes disponibles.')).toBeInTheDocument();
      const collections = screen.getByRole('region', { name: 'Colecciones' });
      const users = screen.getByRole('region', { name: 'Usuarios' });
      // Their headings (and the links at the top that reach them) are there; their lists wait, loading.
      expect(within(users).getByRole('status')).toHaveTextContent('Cargando…');
      expect(within(collections).getByRole('status')).toHaveTextContent('Cargando…');
      expect(api.callsTo('GET', '/api/users')).toHaveLength(0);
      expect(api.callsTo('GET', '/api/collections')).toHaveLength(0);

      const near = (section: HTMLElement) => {
        const place = section.querySelector('h2 + div');
        if (!place) throw new Error('no place under the heading');
        bringNear(place);
      };
      near(users);
      expect(await within(users).findByRole('link', { name: 'Rosa Discos' })).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/users')).toHaveLength(1);
      expect(api.callsTo('GET', '/api/collections')).toHaveLength(0);

      near(collections);
      await waitFor(() => expect(api.callsTo('GET', '/api/collections')).toHaveLength(1));
      expect(await within(collections).findByText('No hay colecciones disponibles.')).toBeInTheDocument();
    });
  });
});
