import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

describe('Wishlist page', () => {
  it('says so when the wishlist is empty', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(await screen.findByText('No hay álbumes en tu wishlist.')).toBeInTheDocument();
  });

  it("shows each entry with a link to the album, its details and 'Quitar'", async () => {
    let items = [
      card({
        id: '10',
        name: "Somethin' Else",
        artist: 'Cannonball Adderley',
        year: '1958',
        label: 'Blue Note',
      }),
    ];
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/wishlist': () => json({ ...emptyPage, items }),
      'DELETE /api/me/wishlist/10': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: "Somethin' Else" })).toHaveAttribute('href', '/album/10');
    expect(screen.getByText('Cannonball Adderley')).toBeInTheDocument();
    expect(screen.getByText('1958 · Jazz · Blue Note')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: "Quitar Somethin' Else de la wishlist" }));
    expect(await screen.findByText('No hay álbumes en tu wishlist.')).toBeInTheDocument();
    const toasts = within(screen.getByRole('region', { name: 'Notificaciones' }));
    expect(await toasts.findByRole('status')).toHaveTextContent('Álbum quitado de tu wishlist.');
    expect(api.callsTo('DELETE', '/api/me/wishlist/10')).toHaveLength(1);
  });
});
