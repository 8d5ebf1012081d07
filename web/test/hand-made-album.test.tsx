import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, detail, release } from './album-fixtures.ts';
import { json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const ID = `m-${'a'.repeat(32)}`;
const DESCRIPTION = {
  name: 'Maqueta',
  artist: 'Grupo del barrio',
  year: '1983',
  label: '',
  catalogNumber: 'GB-001',
  format: '',
  country: '',
  genre: '',
};

const fill = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

const handlers = {
  ...sessionHandlers(testUser).handlers,
  'POST /api/me/hand-made-albums': () => json(card({ id: ID, name: 'Maqueta' }), 201),
  [`GET /api/albums/${ID}`]: () =>
    json(
      detail({
        album: release({ id: ID, name: 'Maqueta', artist: 'Grupo del barrio', discogsUrl: null }),
        viewer: { owns: true, wishlisted: false },
        handMade: DESCRIPTION,
      }),
    ),
};

describe("'Añadir a mano'", () => {
  it('is offered on Añadir álbum', async () => {
    mockApi(handlers);
    renderApp('/add-album');
    expect(await screen.findByRole('link', { name: 'Añadir a mano' })).toHaveAttribute(
      'href',
      '/add-album/by-hand',
    );
  });

  it('checks the fields in Spanish before sending anything', async () => {
    const api = mockApi(handlers);
    renderApp('/add-album/by-hand');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Añadir a mano' })).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Añadir a mis álbumes' });
    await user.click(add);
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(await screen.findByText('Escribe el título del disco.')).toBeInTheDocument();
    expect(title).toHaveFocus();

    fill(title, 'Maqueta');
    fill(screen.getByRole('textbox', { name: 'Artista' }), 'Grupo del barrio');
    fill(screen.getByRole('textbox', { name: 'Año' }), '83');
    await user.click(add);
    expect(await screen.findByText(/El año debe tener cuatro cifras, entre 1880 y/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/hand-made-albums')).toHaveLength(0);
  });

  it('sends the description and opens its page, which its maker may edit', async () => {
    const api = mockApi(handlers);
    renderApp('/add-album/by-hand');
    const user = userEvent.setup();
    fill(await screen.findByRole('textbox', { name: 'Título' }), 'Maqueta');
    fill(screen.getByRole('textbox', { name: 'Artista' }), 'Grupo del barrio');
    fill(screen.getByRole('textbox', { name: 'Año' }), '1983');
    fill(screen.getByRole('textbox', { name: 'Número de catálogo' }), 'GB-001');
    await user.click(screen.getByRole('button', { name: 'Añadir a mis álbumes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maqueta' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/hand-made-albums')[0]?.body).toEqual(DESCRIPTION);
    expect(screen.getByText('Añadido a mano por ti')).toBeInTheDocument();
    expect(screen.getByText('GB-001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar datos' })).toHaveAttribute('href', `/edit-album/${ID}`);
  });
});
