import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta-123');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

function visitorWhoCanSignIn() {
  const session = sessionHandlers(null);
  mockApi({
    ...session.handlers,
    'POST /api/auth/sign-in/email': () => {
      session.signIn();
      return json({ redirect: false });
    },
  });
}

const PROTECTED = [
  '/add-album',
  '/albums',
  '/add-collection',
  '/edit-collection/c1',
  '/collections',
  '/profile',
  '/edit-profile',
  '/messages',
  '/messages/conv-1',
  '/wishlist',
];

describe('Routes', () => {
  it.each(PROTECTED)('sends a visitor from %s to the login page, keeping the target', async (path) => {
    mockApi(sessionHandlers(null).handlers);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
  });

  it('brings the visitor back to the protected page after logging in', async () => {
    visitorWhoCanSignIn();
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    await logIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('');
  });

  it("ignores a 'next' that points to another site", async () => {
    visitorWhoCanSignIn();
    const { router } = renderApp('/login?next=//evil.example');
    await logIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user away from login and register', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/feed', 'Feed'],
    ['/album/123', 'Álbum'],
    ['/user/user-2', 'Perfil de usuario'],
    ['/followers', 'Seguidores'],
    ['/following', 'Siguiendo'],
  ])('lets a visitor open %s', async (path, title) => {
    mockApi(sessionHandlers(null).handlers);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/albums', 'Mis álbumes'],
    ['/add-album', 'Añadir álbum'],
    ['/collections', 'Colecciones'],
    ['/add-collection', 'Nueva colección'],
    ['/edit-collection/c1', 'Editar colección'],
    ['/collection/c1', 'Colección'],
    ['/wishlist', 'Wishlist'],
    ['/messages', 'Mensajes'],
    ['/messages/conv-1', 'Conversación'],
  ])('shows %s to a signed-in user with its title', async (path, title) => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Surcos`));
  });

  it("shows 'Cargando…' while the session is unknown", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/session': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/followers');
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer(json({ user: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguidores' })).toBeInTheDocument();
  });

  it('offers a retry when the session cannot be checked', async () => {
    let fails = true;
    mockApi({
      'GET /api/session': () =>
        fails
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible. Inténtalo más tarde.')
          : json({ user: null }),
    });
    renderApp('/');
    expect(await screen.findByText('No se pudo comprobar tu sesión.')).toBeInTheDocument();
    expect(screen.getByText('El servicio no está disponible. Inténtalo más tarde.')).toBeInTheDocument();

    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('shows a not-found page with a way home', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('has a skip link to the main content', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/');
    const skip = await screen.findByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
  });
});
