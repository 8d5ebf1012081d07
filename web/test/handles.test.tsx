import type { Me } from '@surcos/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { profile, publicStats } from './social-fixtures.ts';

const HOST = 'surcos.example';
const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));

/** A server on which `taken` handles are someone's; the first free one numbered on a taken one is suggested. */
function availabilityOn(taken: readonly string[]) {
  return ({ url }: { url: URL }) => {
    const handle = url.searchParams.get('handle') ?? '';
    let suggestion: string | null = null;
    for (let n = 2; taken.includes(handle) && suggestion === null; n += 1) {
      if (!taken.includes(`${handle}_${n}`)) suggestion = `${handle}_${n}`;
    }
    return json({
      handle,
      available: !taken.includes(handle),
      address: `@${handle}@${HOST}`,
      suggestion,
    });
  };
}

const handleField = () => screen.getByLabelText('Nombre de usuario');
const handleStatus = () =>
  within(handleField().closest('div')?.parentElement as HTMLElement).getByRole('status');

describe("Registration's 'Nombre de usuario'", () => {
  it('leaves out a suggestion not yet known to be free: the server makes the same', async () => {
    const session = sessionHandlers(null);
    const api = mockApi({
      ...session.handlers,
      // The server is slow to say whether it is free.
      'GET /api/users/handle-available': () => new Promise<Response>(() => undefined),
      'POST /api/auth/sign-up/email': () => {
        session.signIn();
        return json({ token: null });
      },
    });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Nombre'), 'Ana Discos');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    expect(handleStatus()).toHaveTextContent('Comprobando si está libre…');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Ana Discos',
      email: 'ana@example.com',
      password: 'una-clave-larga',
    });
  });

  it('follows the name as it is typed, says it is free with the address it gives, and is sent', async () => {
    const session = sessionHandlers(null);
    const api = mockApi({
      ...session.handlers,
      'GET /api/users/handle-available': availabilityOn([]),
      'POST /api/auth/sign-up/email': () => {
        session.signIn();
        return json({ token: null });
      },
    });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Nombre'), 'Íñigo Muñoz');
    expect(handleField()).toHaveValue('inigo_munoz');
    expect(handleField()).toHaveAccessibleDescription(
      'Tu dirección en Surcos y en otros servidores. De 3 a 30 letras sin acentos, números o _.',
    );
    await waitFor(() =>
      expect(handleStatus()).toHaveTextContent(`Disponible: tu dirección será @inigo_munoz@${HOST}.`),
    );
    // Asked once the typing paused, not at every key.
    expect(api.callsTo('GET', '/api/users/handle-available').length).toBeLessThan('Íñigo Muñoz'.length);

    await user.type(screen.getByLabelText('Correo electrónico'), 'inigo@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      name: 'Íñigo Muñoz',
      handle: 'inigo_munoz',
    });
  });

  it("takes the server's free one when the name's is someone's, until the person types their own", async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'GET /api/users/handle-available': availabilityOn(['ana_discos', 'vinilos']),
    });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Nombre'), 'Ana Discos');
    await waitFor(() => expect(handleField()).toHaveValue('ana_discos_2'));
    await waitFor(() =>
      expect(handleStatus()).toHaveTextContent(`Disponible: tu dirección será @ana_discos_2@${HOST}.`),
    );

    await user.clear(handleField());
    await user.type(handleField(), 'Vinilos');
    await waitFor(() =>
      expect(handleStatus()).toHaveTextContent(
        'Ese nombre de usuario ya está en uso. Prueba con «vinilos_2».',
      ),
    );
    // Typing the name again no longer changes a handle the person wrote.
    await user.type(screen.getByLabelText('Nombre'), ' Segunda');
    expect(handleField()).toHaveValue('Vinilos');
    await user.click(screen.getByRole('button', { name: 'Usar «vinilos_2»' }));
    expect(handleField()).toHaveValue('vinilos_2');
    await waitFor(() =>
      expect(handleStatus()).toHaveTextContent(`Disponible: tu dirección será @vinilos_2@${HOST}.`),
    );
  });

  it('says what the rule refuses as it is typed, without asking the server, and refuses to send it', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Nombre'), 'Admin');
    // A name that makes a reserved handle is numbered from the start.
    expect(handleField()).toHaveValue('admin_2');
    await user.clear(handleField());
    await user.type(handleField(), 'ana-discos');
    expect(handleStatus()).toHaveTextContent('Usa solo letras sin acentos, números y guion bajo (_).');
    await user.clear(handleField());
    await user.type(handleField(), 'admin');
    expect(handleStatus()).toHaveTextContent('Ese nombre de usuario está reservado. Elige otro.');
    expect(
      api.callsTo('GET', '/api/users/handle-available').map((call) => call.query.get('handle')),
    ).not.toContain('admin');

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(handleField()).toHaveAttribute('aria-invalid', 'true'));
    expect(handleField()).toHaveAccessibleDescription(
      expect.stringContaining('Ese nombre de usuario está reservado. Elige otro.') as string,
    );
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it("shows the server's refusal of a handle taken meanwhile under the field, once", async () => {
    const taken = 'Ese nombre de usuario ya está en uso. Elige otro.';
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/sign-up/email': () => apiError(409, 'HANDLE_TAKEN', taken),
    });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Nombre'), 'Ana Discos');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(handleField()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('The address, on Perfil and on a profile', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("shows one's own address on Perfil with 'Copiar'", async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/profile');
    expect(await screen.findByText(testUser.address)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Copiar la dirección ${testUser.address}` }));
    expect(writeText).toHaveBeenCalledWith('@ana_discos@surcos.example');
    expect(await toasts().findByText('Dirección copiada.')).toBeInTheDocument();
  });

  it("shows another member's address on their profile", async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/users/user-2': () => json(profile()),
      'GET /api/users/user-2/albums': () => json(emptyPage),
      'GET /api/users/user-2/collections': () => json(emptyPage),
      'GET /api/users/user-2/stats': () => json(publicStats),
    });
    renderApp('/user/user-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Discos' })).toBeInTheDocument();
    expect(screen.getByText('@rosa_discos@surcos.example')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Copiar la dirección @rosa_discos@surcos.example' }),
    ).toBeInTheDocument();
  });
});

describe("Perfil's one change of handle", () => {
  it('says it can be done only once, then changes it and shows the new address', async () => {
    const session = sessionHandlers(testUser);
    const api = mockApi({
      ...session.handlers,
      'GET /api/users/handle-available': availabilityOn(['ocupado']),
      'PUT /api/me/handle': ({ body }) => {
        const { handle } = body as { handle: string };
        const changed: Me = { ...testUser, handle, address: `@${handle}@${HOST}`, handleChangeable: false };
        session.signIn(changed);
        return json({ handle, address: changed.address, handleChangeable: false });
      },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cambiar nombre de usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar nombre de usuario' });
    expect(dialog).toHaveAccessibleDescription(
      'Solo puedes cambiarlo una vez: después no podrás volver a cambiarlo. Tu dirección actual seguirá llevando a tu perfil, y quienes te siguen desde otros servidores pasarán a seguir la nueva.',
    );
    const field = within(dialog).getByLabelText('Nuevo nombre de usuario');
    await user.type(field, 'ana_discos');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ya es tu nombre de usuario.');
    await user.clear(field);
    await user.type(field, 'ocupado');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Ese nombre de usuario ya está en uso. Prueba con «ocupado_2».',
      ),
    );
    await user.clear(field);
    await user.type(field, 'Ana_Surcos');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiarlo para siempre' }));

    expect(await toasts().findByText(`Tu dirección ahora es @ana_surcos@${HOST}.`)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/handle')[0]?.body).toEqual({ handle: 'ana_surcos' });
    expect(await screen.findByText(`@ana_surcos@${HOST}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar nombre de usuario' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Ya cambiaste tu nombre de usuario una vez: no se puede volver a cambiar.'),
    ).toBeInTheDocument();
  });

  it('says why when the server refuses a second change', async () => {
    const refused = 'Ya cambiaste tu nombre de usuario una vez: no se puede volver a cambiar.';
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'PUT /api/me/handle': () => apiError(409, 'HANDLE_ALREADY_CHANGED', refused),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cambiar nombre de usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar nombre de usuario' });
    await user.type(within(dialog).getByLabelText('Nuevo nombre de usuario'), 'otra_vez');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiarlo para siempre' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
  });
});
