import { UNKNOWN } from '@surcos/contracts/album-placeholders';
import * as en from '@surcos/contracts/texts/en';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { speakNow } from '../src/lib/language.ts';
import { card } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

/** An album the music database knew little of: its fields hold the stored (Spanish) placeholder. */
const unknownAlbum = card({
  id: '42',
  name: 'Cinta sin nombre',
  artist: UNKNOWN,
  year: UNKNOWN,
  genre: UNKNOWN,
  label: UNKNOWN,
});

beforeEach(() => localStorage.clear());

describe('the music database’s placeholders on English screens', () => {
  beforeEach(() => speakNow('en', en));

  it('the wishlist’s card says Unknown for the artist, year, genre and label', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/wishlist': () => json({ ...emptyPage, items: [unknownAlbum] }),
    });
    renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: 'Cinta sin nombre' })).toBeInTheDocument();
    // The artist under the name, then the year, genre and label.
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('Unknown · Unknown · Unknown')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(UNKNOWN);
  });

  it('My albums, as cards and as a table, says Unknown for the artist and the label', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': () =>
        json({
          items: [{ ...unknownAlbum, catalogNumber: '', format: '', grade: null }],
          nextCursor: null,
          total: 1,
        }),
      'GET /api/me/folders': () => json({ items: [] }),
    });
    renderApp('/albums');
    const grid = await screen.findByRole('list', { name: en.myAlbums.gridLabel });
    expect(within(grid).getByText('Unknown')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(UNKNOWN);

    await userEvent.setup().click(screen.getByRole('button', { name: en.myAlbums.tableView }));
    const table = await screen.findByRole('table', { name: en.myAlbums.gridLabel });
    const row = within(table).getByRole('row', { name: /Cinta sin nombre/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Unknown', 'Unknown']));
    expect(document.body.textContent).not.toContain(UNKNOWN);
  });
});

describe('the same screens in Spanish', () => {
  it('show the placeholder as stored', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/wishlist': () => json({ ...emptyPage, items: [unknownAlbum] }),
    });
    renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: 'Cinta sin nombre' })).toBeInTheDocument();
    expect(screen.getByText('Desconocido')).toBeInTheDocument();
    expect(screen.getByText('Desconocido · Desconocido · Desconocido')).toBeInTheDocument();
  });
});
