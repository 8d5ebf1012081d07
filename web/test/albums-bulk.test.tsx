import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { card } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const page = {
  items: [
    { ...card(), catalogNumber: 'CL 1355', format: 'Vinyl, LP, Album', grade: null },
    { ...card({ id: '77', name: 'Blue Train', artist: 'John Coltrane' }), grade: null },
    { ...card({ id: '78', name: 'Giant Steps', artist: 'John Coltrane' }), grade: null },
  ],
  nextCursor: null,
  total: 3,
};

const result = (albums: number, copies: number, copiesWithNotes: number, undo: string | null) => ({
  albums,
  copies,
  copiesWithNotes,
  gradedCopies: 0,
  undo,
});

function withAlbums() {
  return mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/me/albums': () => json(page),
    'GET /api/me/folders': () => json({ items: [{ name: 'Salón', copyCount: 3 }] }),
    'GET /api/me/collections': () => json(emptyPage),
    'POST /api/me/albums/bulk': ({ body }) => {
      const { action, albumIds, dryRun } = body as { action: string; albumIds: string[]; dryRun?: boolean };
      if (action === 'remove') return json(result(albumIds.length, 5, 2, dryRun ? null : 'token-remove'));
      return json(result(albumIds.length, albumIds.length, 0, `token-${action}`));
    },
    'POST /api/me/albums/bulk/undo': () => json({ albumIds: ['77'] }),
  });
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Seleccionar ${name}` });

beforeEach(() => localStorage.clear());

describe('My albums: bulk actions', () => {
  it("'Seleccionar' gives each card a checkbox; Space on a focused card toggles it, shift-click takes a range", async () => {
    withAlbums();
    renderApp('/albums');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /Blue Train/ });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
    const bar = screen.getByRole('region', { name: 'Acciones con los discos seleccionados' });
    expect(within(bar).getByRole('status')).toHaveTextContent('0 seleccionados');
    expect(within(bar).getByRole('button', { name: 'Eliminar' })).toBeDisabled();

    // Space on the card's link toggles it rather than scrolling or opening the album.
    screen.getByRole('link', { name: /Blue Train/ }).focus();
    await user.keyboard(' ');
    expect(checkbox('Blue Train')).toBeChecked();
    expect(within(bar).getByRole('status')).toHaveTextContent('1 seleccionado');
    await user.keyboard(' ');
    expect(checkbox('Blue Train')).not.toBeChecked();

    // Space on the checkbox itself.
    checkbox('Kind of Blue').focus();
    await user.keyboard(' ');
    expect(checkbox('Kind of Blue')).toBeChecked();

    // Shift-click: everything from the last one chosen to this one.
    await user.keyboard('{Shift>}');
    await user.click(checkbox('Giant Steps'));
    await user.keyboard('{/Shift}');
    expect(checkbox('Blue Train')).toBeChecked();
    expect(checkbox('Giant Steps')).toBeChecked();
    expect(within(bar).getByRole('status')).toHaveTextContent('3 seleccionados');

    await user.click(within(bar).getByRole('button', { name: 'Cancelar selección' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar todo (visible)' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  });

  it('a removal asks once, naming what goes, then offers Deshacer', async () => {
    const api = withAlbums();
    renderApp('/albums');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /Blue Train/ });
    await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar todo (visible)' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));

    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar 3 discos de tus álbumes?' });
    expect(dialog).toHaveTextContent('Se eliminarán 3 discos, 5 copias, 2 con notas.');
    expect(api.callsTo('POST', '/api/me/albums/bulk')).toEqual([
      expect.objectContaining({ body: { action: 'remove', albumIds: ['1234', '77', '78'], dryRun: true } }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminados: 3 discos, 5 copias, 2 con notas.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/albums/bulk').at(-1)?.body).toEqual({
      action: 'remove',
      albumIds: ['1234', '77', '78'],
    });

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Deshecho.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/albums/bulk/undo')).toEqual([
      expect.objectContaining({ body: { token: 'token-remove' } }),
    ]);
  });

  it('in the table, Space on a focused row toggles it; a move goes to the folder typed, with Deshacer', async () => {
    const api = withAlbums();
    renderApp('/albums');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tabla' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
    screen.getByRole('link', { name: 'Giant Steps' }).focus();
    await user.keyboard(' ');
    expect(checkbox('Giant Steps')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Mover a carpeta' }));
    await user.type(screen.getByRole('combobox', { name: 'Carpeta' }), 'Salón');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('1 disco movido a Salón.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/albums/bulk').at(-1)?.body).toEqual({
      action: 'move',
      albumIds: ['78'],
      folder: 'Salón',
    });
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    // The selection is spent; the mode stays for the next action.
    expect(checkbox('Giant Steps')).not.toBeChecked();
  });
});
