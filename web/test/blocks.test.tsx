import type { RestrictedUser } from '@surcos/contracts/blocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { profile } from './social-fixtures.ts';

/** Opens '⋯' on a user's page and picks one of its actions. */
async function chooseMore(action: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Más acciones' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));
const noContent = () => new Response(null, { status: 204 });
const luis: RestrictedUser = { id: 'user-3', name: 'Luis Vinilo', since: '2026-03-02T10:00:00.000Z' };
const rosa: RestrictedUser = { id: 'user-2', name: 'Rosa Discos', since: '2026-03-01T10:00:00.000Z' };

/** A server that remembers whom the signed-in user blocked and muted. */
function restrictions(initial: { blocks: RestrictedUser[]; mutes: RestrictedUser[] }) {
  const current = { blocks: [...initial.blocks], mutes: [...initial.mutes] };
  const remove = (kind: 'blocks' | 'mutes', id: string) => {
    current[kind] = current[kind].filter((user) => user.id !== id);
    return noContent();
  };
  return mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/me/blocks': () => json({ ...emptyPage, items: current.blocks }),
    'GET /api/me/mutes': () => json({ ...emptyPage, items: current.mutes }),
    'GET /api/me/remote-blocks': () => json({ items: [] }),
    'DELETE /api/users/user-3/block': () => remove('blocks', 'user-3'),
    'DELETE /api/users/user-2/mute': () => remove('mutes', 'user-2'),
  });
}

describe('Bloqueados y silenciados', () => {
  it('lists whom the user blocked and muted, and undoes each', async () => {
    const api = restrictions({ blocks: [luis], mutes: [rosa] });
    renderApp('/settings/blocks');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bloqueados y silenciados' }),
    ).toBeInTheDocument();
    const blocked = await screen.findByRole('list', { name: 'Usuarios bloqueados' });
    expect(within(blocked).getByText('Luis Vinilo')).toBeInTheDocument();
    expect(within(blocked).getByText('Desde el 2 de marzo de 2026')).toBeInTheDocument();
    // No link to a profile the blocker cannot see.
    expect(within(blocked).queryByRole('link')).toBeNull();
    const muted = screen.getByRole('list', { name: 'Usuarios silenciados' });
    expect(within(muted).getByText('Rosa Discos')).toBeInTheDocument();

    await userEvent.click(within(blocked).getByRole('button', { name: 'Desbloquear: Luis Vinilo' }));
    expect(await toasts().findByText('Has desbloqueado a Luis Vinilo.')).toBeInTheDocument();
    expect(await screen.findByText('No has bloqueado a nadie.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/users/user-3/block')).toHaveLength(1);

    await userEvent.click(within(muted).getByRole('button', { name: 'Dejar de silenciar: Rosa Discos' }));
    expect(await toasts().findByText('Has dejado de silenciar a Rosa Discos.')).toBeInTheDocument();
    expect(await screen.findByText('No has silenciado a nadie.')).toBeInTheDocument();
  });

  it('shows both empty states, and an error with a retry', async () => {
    let failing = true;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/blocks': () => json(emptyPage),
      'GET /api/me/mutes': () =>
        failing
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible. Inténtalo más tarde.')
          : json(emptyPage),
    });
    renderApp('/settings/blocks');
    expect(await screen.findByText('No has bloqueado a nadie.')).toBeInTheDocument();
    expect(
      await screen.findByText('El servicio no está disponible. Inténtalo más tarde.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No has silenciado a nadie.')).toBeInTheDocument();
  });

  it('is linked from Perfil', async () => {
    restrictions({ blocks: [], mutes: [] });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('link', { name: 'Bloqueados y silenciados' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bloqueados y silenciados' }),
    ).toBeInTheDocument();
  });
});

describe('Blocking and muting from a profile', () => {
  it('mutes and unmutes, and blocks after a dialog that says what a block does', async () => {
    let mutes = false;
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/users/user-2': () => json(profile({ viewer: { isSelf: false, follows: true, mutes } })),
      'GET /api/users/user-2/albums': () => json(emptyPage),
      'GET /api/users/user-2/collections': () => json(emptyPage),
      'PUT /api/users/user-2/mute': () => {
        mutes = true;
        return noContent();
      },
      'DELETE /api/users/user-2/mute': () => {
        mutes = false;
        return noContent();
      },
      'PUT /api/users/user-2/block': () => noContent(),
      'GET /api/me/blocks': () => json({ ...emptyPage, items: [rosa] }),
      'GET /api/me/mutes': () => json(emptyPage),
    });
    renderApp('/user/user-2');
    await chooseMore('Silenciar');
    expect(
      await toasts().findByText('Has silenciado a Rosa Discos: ya no verás sus novedades en tu feed.'),
    ).toBeInTheDocument();
    await chooseMore('Dejar de silenciar');
    expect(await toasts().findByText('Has dejado de silenciar a Rosa Discos.')).toBeInTheDocument();

    await chooseMore('Bloquear');
    const dialog = await screen.findByRole('dialog', { name: '¿Bloquear a Rosa Discos?' });
    expect(dialog).toHaveAccessibleDescription(/Rosa Discos no podrá seguirte, escribirte ni ver tu perfil/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/users/user-2/block')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Más acciones' })).toHaveFocus();

    await chooseMore('Bloquear');
    const again = await screen.findByRole('dialog', { name: '¿Bloquear a Rosa Discos?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Bloquear' }));
    expect(await toasts().findByText('Has bloqueado a Rosa Discos.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bloqueados y silenciados' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/user-2/block')).toHaveLength(1);
  });

  it("keeps 'Seguir' in view and the rest behind a keyboard menu: Enter opens, Escape closes", async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/users/user-2': () =>
        json(profile({ viewer: { isSelf: false, follows: false, mutes: false } })),
      'GET /api/users/user-2/albums': () => json(emptyPage),
      'GET /api/users/user-2/collections': () => json(emptyPage),
    });
    renderApp('/user/user-2');
    expect(await screen.findByRole('button', { name: 'Seguir' })).toBeVisible();
    for (const hidden of ['Silenciar', 'Bloquear', 'Denunciar']) {
      expect(screen.queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    const more = screen.getByRole('button', { name: 'Más acciones' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Más acciones' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Silenciar', 'Denunciar', 'Bloquear']);
    expect(within(menu).getByRole('menuitem', { name: 'Silenciar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Denunciar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'Silenciar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard(' ');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Denunciar' }));
    expect(await screen.findByRole('dialog', { name: /Denunciar/ })).toBeInTheDocument();
  });
});
