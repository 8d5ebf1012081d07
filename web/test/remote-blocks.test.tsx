import type { KnownServer, RemoteBlock } from '@surcos/contracts/remote-blocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { followEntry, REMOTE_ADDRESS, remoteAccount } from './social-fixtures.ts';

const noContent = () => new Response(null, { status: 204 });
const ADDRESS = REMOTE_ADDRESS;
const bob = remoteAccount({ avatarUrl: null, summary: null, follow: 'accepted' });

describe('blocking an account of another server', () => {
  it(
    'blocks it from its card in Explorar after the question, then offers Desbloquear, which unblocks',
    { timeout: 20_000 },
    async () => {
      const api = mockApi({
        ...sessionHandlers(testUser).handlers,
        'GET /api/remote/accounts': () => json(bob),
        'PUT /api/remote/blocks': noContent,
        'DELETE /api/remote/blocks': noContent,
      });
      renderApp('/');
      const user = userEvent.setup();
      await user.type(await screen.findByRole('searchbox', { name: 'Buscar por artista o álbum' }), ADDRESS);
      const region = await screen.findByRole('region', { name: 'En otro servidor' });
      await user.click(await within(region).findByRole('button', { name: `Bloquear: ${ADDRESS}` }));
      const dialog = await screen.findByRole('dialog', { name: `¿Bloquear a ${ADDRESS}?` });
      expect(within(dialog).getByText(/su servidor sabrá que lo has bloqueado/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));

      expect(
        await within(region).findByRole('button', { name: `Desbloquear: ${ADDRESS}` }),
      ).toBeInTheDocument();
      // Blocked: no follow either way, so nothing to follow or unfollow from here.
      expect(within(region).queryByRole('button', { name: 'Dejar de seguir' })).not.toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
      expect(api.callsTo('PUT', '/api/remote/blocks').map((call) => call.body)).toEqual([
        { actor: bob.actorUrl },
      ]);
      expect(await screen.findByText(`Has bloqueado a ${ADDRESS}.`)).toBeInTheDocument();

      await user.click(within(region).getByRole('button', { name: `Desbloquear: ${ADDRESS}` }));
      expect(await within(region).findByRole('button', { name: 'Seguir' })).toBeInTheDocument();
      expect(api.callsTo('DELETE', '/api/remote/blocks').map((call) => call.query.get('actor'))).toEqual([
        bob.actorUrl,
      ]);
    },
  );

  it('blocks it from Seguidores, where it then leaves the list', async () => {
    let blocked = false;
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/followers': () =>
        json({
          ...emptyPage,
          items: blocked
            ? []
            : [
                followEntry({
                  id: bob.actorUrl,
                  name: 'Bob Discos',
                  albumCount: 0,
                  remote: { address: ADDRESS, avatarUrl: null, pending: false },
                }),
              ],
        }),
      'PUT /api/remote/blocks': () => {
        blocked = true;
        return noContent();
      },
    });
    renderApp('/followers');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Seguidores' });
    await user.click(within(list).getByRole('button', { name: `Bloquear: ${ADDRESS}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `¿Bloquear a ${ADDRESS}?` })).getByRole('button', {
        name: 'Bloquear',
      }),
    );
    expect(await screen.findByText('Aún no tienes seguidores.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/remote/blocks').map((call) => call.body)).toEqual([
      { actor: bob.actorUrl },
    ]);
  });

  it('lists remote blocks in Bloqueados y silenciados, each with Desbloquear', async () => {
    let blocks: RemoteBlock[] = [
      { actorUrl: bob.actorUrl, address: ADDRESS, name: 'Bob Discos', since: '2026-01-02T10:00:00.000Z' },
    ];
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/blocks': () => json(emptyPage),
      'GET /api/me/mutes': () => json(emptyPage),
      'GET /api/me/remote-blocks': () => json({ items: blocks }),
      'DELETE /api/remote/blocks': () => {
        blocks = [];
        return noContent();
      },
    });
    renderApp('/settings/blocks');
    const list = await screen.findByRole('list', { name: 'Cuentas de otros servidores' });
    expect(within(list).getByText('Bob Discos')).toBeInTheDocument();
    expect(within(list).getByText(ADDRESS)).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('button', { name: `Desbloquear: ${ADDRESS}` }));
    expect(await screen.findByText(`Has desbloqueado a ${ADDRESS}.`)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/remote/blocks').map((call) => call.query.get('actor'))).toEqual([
      bob.actorUrl,
    ]);
    await vi.waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Cuentas de otros servidores' })).not.toBeInTheDocument(),
    );
  });
});

describe('Servidores in the admin area', () => {
  it('lists the servers known with their counts, blocks one with a reason, and unblocks it', async () => {
    const admin = { ...testUser, isAdmin: true };
    let servers: KnownServer[] = [
      {
        host: 'discos.example',
        actors: 3,
        followers: 2,
        follows: 1,
        lastSeenAt: '2026-01-02T10:00:00.000Z',
        blocked: null,
      },
    ];
    const api = mockApi({
      ...sessionHandlers(admin).handlers,
      'GET /api/admin/users': () => json(emptyPage),
      'GET /api/admin/reports': () => json(emptyPage),
      'GET /api/admin/audit': () => json(emptyPage),
      'GET /api/admin/figures': () =>
        json({ users: 1, albums: 0, copies: 0, collections: 0, messagesPerDay: [], databaseSizeBytes: 0 }),
      'GET /api/admin/servers': () => json({ items: servers }),
      'PUT /api/admin/domain-blocks': ({ body }) => {
        const { reason } = body as { reason: string };
        servers = servers.map((server) => ({
          ...server,
          followers: 0,
          follows: 0,
          blocked: { reason, since: '2026-01-03T10:00:00.000Z' },
        }));
        return noContent();
      },
      'DELETE /api/admin/domain-blocks': () => {
        servers = servers.map((server) => ({ ...server, blocked: null }));
        return noContent();
      },
    });
    renderApp('/admin');
    const user = userEvent.setup();
    const row = (await screen.findByRole('rowheader', { name: /discos\.example/ })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '1', expect.any(String) as string, 'Bloquear']);

    await user.click(within(row).getByRole('button', { name: 'Bloquear: discos.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear discos.example' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('discos.example está bloqueado.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/domain-blocks').map((call) => call.body)).toEqual([
      { host: 'discos.example', reason: 'Spam' },
    ]);
    const blockedRow = (await screen.findByRole('rowheader', { name: /Bloqueado · Spam/ })).closest('tr')!;
    await user.click(within(blockedRow).getByRole('button', { name: 'Desbloquear: discos.example' }));
    expect(await screen.findByText('discos.example ya no está bloqueado.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/domain-blocks').map((call) => call.query.get('host'))).toEqual([
      'discos.example',
    ]);
  });
});
