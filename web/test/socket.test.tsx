import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

describe('SocketProvider', () => {
  it('does not connect for a visitor', async () => {
    mockApi(sessionHandlers(null).handlers);
    const { sockets } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(sockets).toHaveLength(0);
  });

  it('re-reads the session when the account changed elsewhere', async () => {
    let name = testUser.name;
    mockApi({
      'GET /api/session': () => json({ user: { ...testUser, name } }),
      'GET /api/me/counts': () => json(zeroCounts),
    });
    const { sockets } = renderApp('/profile');
    expect(await screen.findByText(testUser.name)).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    name = 'Ana Vinilos';
    act(() => sockets[0]?.serverEmit('account.changed'));
    expect(await screen.findByText('Ana Vinilos')).toBeInTheDocument();
  });

  it('catches up on the counts after reconnecting', async () => {
    let albums = 0;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json({ ...zeroCounts, albums }),
    });
    const { sockets } = renderApp('/');
    await screen.findByRole('link', { name: 'Albums' });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    albums = 4;
    act(() => sockets[0]?.managerEmit('reconnect'));
    expect(await screen.findByRole('link', { name: 'Albums (4)' })).toBeInTheDocument();
  });
});
