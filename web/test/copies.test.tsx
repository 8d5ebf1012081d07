import type { Copy } from '@surcos/contracts/copies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, detail } from './album-fixtures.ts';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));

const copy = (overrides: Partial<Copy> = {}): Copy => ({
  id: '11111111-1111-4111-8111-111111111111',
  albumId: '1234',
  folder: 'Uncategorized',
  mediaCondition: null,
  sleeveCondition: null,
  notes: '',
  rating: 0,
  addedAt: '2024-05-01T10:00:00.000Z',
  customFields: {},
  ...overrides,
});

/** An owner's album page over a server that keeps the copies. */
function ownerWith(initial: Copy[]) {
  let copies = initial;
  let owns = true;
  const api = mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/albums/1234': () => json(detail({ viewer: { owns, wishlisted: false } })),
    'GET /api/me/albums/1234/copies': () => json({ items: copies }),
    'GET /api/me/folders': () =>
      json({
        items: [
          { name: 'Salón', copyCount: 1 },
          { name: 'Uncategorized', copyCount: 1 },
        ],
      }),
    'POST /api/me/albums/1234/copies': ({ body }) => {
      const added = copy({ ...(body as Partial<Copy>), id: '22222222-2222-4222-8222-222222222222' });
      copies = [...copies, added];
      return json(added, 201);
    },
    'PUT /api/me/copies/11111111-1111-4111-8111-111111111111': ({ body }) => {
      const updated = { ...copies[0]!, ...(body as Partial<Copy>) };
      copies = [updated, ...copies.slice(1)];
      return json(updated);
    },
    // A removal that can be undone: the answer carries the token.
    'POST /api/me/copies/11111111-1111-4111-8111-111111111111/remove': () => {
      copies = copies.slice(1);
      if (copies.length === 0) owns = false;
      return json({
        albums: owns ? 0 : 1,
        copies: 1,
        copiesWithNotes: 0,
        gradedCopies: 0,
        undo: 'token-copy',
      });
    },
    'POST /api/me/albums/bulk/undo': () => {
      copies = initial;
      owns = true;
      return json({ albumIds: ['1234'] });
    },
  });
  return api;
}

const section = () => screen.findByRole('region', { name: 'Mis copias' });

describe('Album page: Mis copias', () => {
  it('lists each copy with its folder, grades, rating, notes, date and own fields', async () => {
    ownerWith([
      copy(),
      copy({
        id: '33333333-3333-4333-8333-333333333333',
        folder: 'Salón',
        mediaCondition: 'Very Good Plus (VG+)',
        sleeveCondition: 'Generic',
        rating: 4,
        notes: 'Primera prensa',
        customFields: { Color: 'Rojo' },
      }),
    ]);
    renderApp('/album/1234');
    const mine = await section();
    const second = await within(mine).findByRole('listitem', { name: 'Copia 2' });
    for (const text of [
      'Salón',
      'Muy bueno+ (VG+)',
      'Genérica',
      '4 estrellas',
      'Primera prensa',
      'Color',
      'Rojo',
    ]) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
    const first = within(mine).getByRole('listitem', { name: 'Copia 1' });
    // Discogs' values, in storage and from the API, are shown in Spanish.
    expect(within(first).getByText('Sin carpeta')).toBeInTheDocument();
    expect(within(mine).queryByText(/Uncategorized|Generic|Very Good/)).not.toBeInTheDocument();
    expect(within(first).getByText('Sin valorar')).toBeInTheDocument();
    expect(within(first).getByText('1 de mayo de 2024')).toBeInTheDocument();
  });

  it('is not shown to a user who does not own the album, nor asked for', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/albums/1234': () => json(detail()),
    });
    renderApp('/album/1234');
    await screen.findByRole('heading', { level: 1, name: 'Kind of Blue' });
    expect(screen.queryByRole('region', { name: 'Mis copias' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/me/albums/1234/copies')).toHaveLength(0);
  });

  it('adds a copy with a new folder, grades, notes and an own field', async () => {
    const user = userEvent.setup();
    const api = ownerWith([copy()]);
    renderApp('/album/1234');
    const mine = await section();
    await within(mine).findByRole('listitem', { name: 'Copia 1' });
    await user.click(within(mine).getByRole('button', { name: 'Añadir copia' }));

    const dialog = await screen.findByRole('dialog', { name: 'Añadir copia' });
    const folder = within(dialog).getByRole('combobox', { name: 'Carpeta' });
    await waitFor(() => expect(within(folder).getByRole('option', { name: 'Salón' })).toBeInTheDocument());
    // Discogs' folder and grades read in Spanish; their values stay Discogs' own.
    expect(within(folder).getByRole('option', { name: 'Sin carpeta' })).toHaveValue('Uncategorized');
    const media = within(dialog).getByRole('combobox', { name: 'Estado del disco' });
    expect(within(media).getByRole('option', { name: 'Casi nuevo (NM o M-)' })).toHaveValue(
      'Near Mint (NM or M-)',
    );
    expect(within(dialog).getByRole('option', { name: 'Sin graduar' })).toHaveValue('Not Graded');
    await user.selectOptions(folder, 'Nueva carpeta…');
    await user.type(within(dialog).getByLabelText('Nombre de la nueva carpeta'), 'Estantería');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Estado del disco' }), 'Mint (M)');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Estado de la funda' }),
      'No Cover',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Valoración' }), '5 estrellas');
    await user.type(within(dialog).getByLabelText('Notas'), 'Firmado');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir campo' }));
    await user.type(within(dialog).getByLabelText('Nombre del campo'), 'Shelf');
    await user.type(within(dialog).getByLabelText('Valor del campo'), 'A3');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await toasts().findByText('Copia añadida.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/albums/1234/copies')[0]!.body).toEqual({
      folder: 'Estantería',
      mediaCondition: 'Mint (M)',
      sleeveCondition: 'No Cover',
      rating: 5,
      notes: 'Firmado',
      customFields: { Shelf: 'A3' },
    });
    const second = await within(mine).findByRole('listitem', { name: 'Copia 2' });
    expect(within(second).getByText('Estantería')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the form before sending: a new folder needs a name, an own field a name', async () => {
    const user = userEvent.setup();
    const api = ownerWith([copy()]);
    renderApp('/album/1234');
    const mine = await section();
    await user.click(await within(mine).findByRole('button', { name: 'Añadir copia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir copia' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carpeta' }), 'Nueva carpeta…');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe el nombre de la nueva carpeta.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre de la nueva carpeta')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Nombre de la nueva carpeta'), 'Cajón');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir campo' }));
    await user.type(within(dialog).getByLabelText('Valor del campo'), 'sin nombre');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Cada campo propio necesita un nombre de 1 a 60 caracteres.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/albums/1234/copies')).toHaveLength(0);
  });

  it('edits a copy, keeping its date when the day is unchanged', async () => {
    const user = userEvent.setup();
    const api = ownerWith([copy({ customFields: { Color: 'Rojo' } })]);
    renderApp('/album/1234');
    const mine = await section();
    const first = await within(mine).findByRole('listitem', { name: 'Copia 1' });
    await user.click(within(first).getByRole('button', { name: 'Editar copia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar copia' });
    expect(within(dialog).getByLabelText('Nombre del campo')).toHaveValue('Color');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar el campo Color' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carpeta' }), 'Salón');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await toasts().findByText('Copia actualizada.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/copies/11111111-1111-4111-8111-111111111111')[0]!.body).toEqual({
      folder: 'Salón',
      mediaCondition: null,
      sleeveCondition: null,
      rating: 0,
      notes: '',
      addedAt: '2024-05-01T10:00:00.000Z',
      customFields: {},
    });
  });

  it("'Deshacer' after an edit writes the copy's previous values back exactly", async () => {
    const user = userEvent.setup();
    const before = copy({
      folder: 'Uncategorized',
      mediaCondition: 'Near Mint (NM or M-)',
      notes: 'Primera edición',
      rating: 4,
      customFields: { Color: 'Rojo' },
    });
    const api = ownerWith([before]);
    renderApp('/album/1234');
    const first = await within(await section()).findByRole('listitem', { name: 'Copia 1' });
    await user.click(within(first).getByRole('button', { name: 'Editar copia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar copia' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carpeta' }), 'Salón');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await toasts().findByText('Copia actualizada.')).toBeInTheDocument();

    await user.click(toasts().getByRole('button', { name: 'Deshacer' }));
    expect(await toasts().findByText('Deshecho.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/copies/11111111-1111-4111-8111-111111111111')[1]!.body).toEqual({
      folder: 'Uncategorized',
      mediaCondition: 'Near Mint (NM or M-)',
      sleeveCondition: null,
      notes: 'Primera edición',
      rating: 4,
      addedAt: '2024-05-01T10:00:00.000Z',
      customFields: { Color: 'Rojo' },
    });
  });

  it("'Deshacer' after adding a copy removes that copy", async () => {
    const user = userEvent.setup();
    const api = ownerWith([copy()]);
    api.set('POST /api/me/copies/22222222-2222-4222-8222-222222222222/remove', () =>
      json({ albums: 0, copies: 1, copiesWithNotes: 0, gradedCopies: 0, undo: 'token' }),
    );
    renderApp('/album/1234');
    const mine = await section();
    await user.click(within(mine).getByRole('button', { name: 'Añadir copia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir copia' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await toasts().findByText('Copia añadida.')).toBeInTheDocument();
    await user.click(toasts().getByRole('button', { name: 'Deshacer' }));
    expect(await toasts().findByText('Deshecho.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/copies/22222222-2222-4222-8222-222222222222/remove')).toHaveLength(1);
  });

  it('asks before removing a copy; the last one with the album removal question, and the section goes', async () => {
    const user = userEvent.setup();
    const api = ownerWith([copy()]);
    renderApp('/album/1234');
    const mine = await section();
    const first = await within(mine).findByRole('listitem', { name: 'Copia 1' });
    await user.click(within(first).getByRole('button', { name: 'Eliminar copia' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Seguro que quieres eliminar este álbum de tu colección?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByText('Álbum eliminado de tus álbumes.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/copies/11111111-1111-4111-8111-111111111111/remove')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mis copias' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Añadir a mis álbumes' })).toBeInTheDocument();
  });

  it("removing a copy offers 'Deshacer', which sends its token back", async () => {
    const user = userEvent.setup();
    const api = ownerWith([copy(), copy({ id: '33333333-3333-4333-8333-333333333333' })]);
    renderApp('/album/1234');
    const first = await within(await section()).findByRole('listitem', { name: 'Copia 1' });
    await user.click(within(first).getByRole('button', { name: 'Eliminar copia' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Seguro que quieres eliminar esta copia?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByText('Copia eliminada.')).toBeInTheDocument();
    await user.click(toasts().getByRole('button', { name: 'Deshacer' }));
    expect(await toasts().findByText('Deshecho.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/albums/bulk/undo')).toEqual([
      expect.objectContaining({ body: { token: 'token-copy' } }),
    ]);
  });

  it('the last copy, graded and with notes, says what goes under the album question', async () => {
    const user = userEvent.setup();
    ownerWith([copy({ mediaCondition: 'Near Mint (NM or M-)', notes: 'Firmado' })]);
    renderApp('/album/1234');
    const first = await within(await section()).findByRole('listitem', { name: 'Copia 1' });
    await user.click(within(first).getByRole('button', { name: 'Eliminar copia' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Seguro que quieres eliminar este álbum de tu colección?',
    });
    expect(dialog).toHaveAccessibleDescription('Se eliminará su copia, con estado y notas.');
  });

  it('says so when a removal fails', async () => {
    const user = userEvent.setup();
    const api = ownerWith([copy(), copy({ id: '33333333-3333-4333-8333-333333333333' })]);
    api.set('POST /api/me/copies/11111111-1111-4111-8111-111111111111/remove', () =>
      apiError(404, 'NOT_FOUND', 'No se encontró la copia.'),
    );
    renderApp('/album/1234');
    const first = await within(await section()).findByRole('listitem', { name: 'Copia 1' });
    await user.click(within(first).getByRole('button', { name: 'Eliminar copia' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Seguro que quieres eliminar esta copia?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByText('No se encontró la copia.')).toBeInTheDocument();
  });
});

describe('My albums: copy filters and counts', () => {
  it('filters by folder, format and condition on the server, and shows the copy count', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': () =>
        json({
          items: [card({ copyCount: 2 }), card({ id: '77', name: 'Blue Train', copyCount: 1 })],
          nextCursor: null,
        }),
      'GET /api/me/folders': () => json({ items: [{ name: 'Salón', copyCount: 3 }] }),
    });
    const { router } = renderApp('/albums');
    const grid = await screen.findByRole('list', { name: 'Mis álbumes' });
    expect(await within(grid).findByText('2 copias')).toBeInTheDocument();
    expect(within(grid).queryByText('1 copia')).not.toBeInTheDocument();

    // On a phone (as here) the filters wait behind 'Filtrar'.
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const filters = screen.getByRole('group', { name: 'Filtrar mis álbumes' });
    const folder = within(filters).getByRole('combobox', { name: 'Carpeta' });
    await waitFor(() =>
      expect(within(folder).getByRole('option', { name: 'Salón (3)' })).toBeInTheDocument(),
    );
    await user.selectOptions(folder, 'Salón (3)');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Formato' }), 'CD');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Estado del disco' }), 'Good (G)');

    await waitFor(() => {
      const last = api.callsTo('GET', '/api/me/albums').at(-1)!;
      expect(last.query.get('folder')).toBe('Salón');
      expect(last.query.get('format')).toBe('CD');
      expect(last.query.get('condition')).toBe('Good (G)');
    });
    expect(router.state.location.search).toContain('folder=Sal');
    const first = api.callsTo('GET', '/api/me/albums')[0]!;
    expect(first.query.has('folder')).toBe(false);
  });

  it('says no album was found when the filters leave none', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': () => json({ items: [], nextCursor: null }),
      'GET /api/me/folders': () => json({ items: [] }),
    });
    renderApp('/albums?format=LP');
    expect(await screen.findByText('No se encontraron álbumes.')).toBeInTheDocument();
  });
});
