import { TYPING_RENEW_MS, TYPING_TTL_MS } from '@surcos/contracts/limits';
import type { Conversation, Message } from '@surcos/contracts/messages';
import type { UserProfile } from '@surcos/contracts/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp, type FakeSocket } from './render-app.tsx';

const other = { id: 'user-2', name: 'Bea Vinilos' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  otherUser: other,
  lastMessage: '¿Tienes el Kind of Blue?',
  lastActivityAt: minutesAgo(5),
  read: true,
  ...overrides,
});

const message = (seq: number, overrides: Partial<Message> = {}): Message => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  senderId: other.id,
  text: `Mensaje ${seq}`,
  createdAt: minutesAgo(60 - seq),
  clientId: null,
  ...overrides,
});

const page = (items: Message[], hasMore = false) => ({ items, hasMore });

interface ConversationApi {
  /** Everything stored, oldest first; a test may add to it while the page is open. */
  stored?: Message[];
  send?: (body: unknown) => Response;
}

/** Messages per answer to `?after=`, small so a catch-up takes several requests. */
const CATCH_UP_PAGE = 2;

/** The API of one open conversation, 'c1' with Bea. */
function conversationApi({ stored = [], send }: ConversationApi = {}) {
  return mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/conversations': () => json({ ...emptyPage, items: [conversation()] }),
    'GET /api/conversations/c1': () => json(conversation()),
    'GET /api/conversations/c1/messages': ({ url }) => {
      const after = url.searchParams.get('after');
      if (after === null) return json(page(stored));
      const newer = stored.filter((item) => item.seq > Number(after));
      return json(page(newer.slice(0, CATCH_UP_PAGE), newer.length > CATCH_UP_PAGE));
    },
    'POST /api/conversations/c1/read': () => new Response(null, { status: 204 }),
    'POST /api/conversations/c1/messages': ({ body }) => {
      if (send) return send(body);
      const { text, clientId } = body as { text: string; clientId: string };
      return json(message(100, { id: `sent-${clientId}`, senderId: testUser.id, text, clientId }), 201);
    },
  });
}

async function openConversation() {
  const view = renderApp('/messages/c1');
  await screen.findByRole('heading', { level: 1, name: other.name });
  await waitFor(() => expect(view.sockets[0]?.connected).toBe(true));
  const socket = view.sockets[0] as FakeSocket;
  const field = await screen.findByRole('textbox', { name: 'Mensaje' });
  return { ...view, socket, field };
}

const history = () => screen.getByRole('region', { name: /^Mensajes con / });
const bubbles = () => within(history()).queryAllByRole('listitem');
const typingEmits = (socket: FakeSocket) => socket.emitted.filter(([event]) => event === 'typing');

afterEach(() => {
  vi.useRealTimers();
});

describe('Messages page', () => {
  it('lists conversations with the other name, last message and Leído / No leído, each linking to it', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/conversations': () =>
        json({
          ...emptyPage,
          items: [
            conversation({ id: 'c1', read: false, lastMessage: '¿Lo cambiamos?' }),
            conversation({ id: 'c2', otherUser: null, lastMessage: 'Gracias', read: true }),
          ],
        }),
    });
    renderApp('/messages');
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    const [unread, read] = within(list).getAllByRole('link');
    expect(unread).toHaveAttribute('href', '/messages/c1');
    expect(unread).toHaveTextContent(other.name);
    expect(unread).toHaveTextContent('¿Lo cambiamos?');
    expect(unread).toHaveTextContent('No leído');
    expect(read).toHaveAttribute('href', '/messages/c2');
    expect(read).toHaveTextContent('Usuario eliminado');
    expect(read).toHaveTextContent('Gracias');
    expect(read).toHaveTextContent(/Leído/);
    expect(read).not.toHaveTextContent('No leído');
  });

  it('says so when there is no conversation yet', async () => {
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/conversations': () => json(emptyPage) });
    renderApp('/messages');
    expect(await screen.findByText('Aún no has recibido ningún mensaje.')).toBeInTheDocument();
  });

  it('shows a conversation as read once the server says it changed', async () => {
    let read = false;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/conversations': () => json({ ...emptyPage, items: [conversation({ read })] }),
    });
    const { sockets } = renderApp('/messages');
    expect(await screen.findByText('No leído')).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    read = true;
    act(() => sockets[0]?.serverEmit('conversation.changed', { conversationId: 'c1' }));
    expect(await screen.findByText('Leído')).toBeInTheDocument();
    expect(screen.queryByText('No leído')).not.toBeInTheDocument();
  });
});

describe('Unread badge', () => {
  it('follows new messages and read changes without reloading', async () => {
    let unreadMessages = 0;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json({ ...zeroCounts, unreadMessages }),
      'GET /api/conversations': () =>
        json({ ...emptyPage, items: [conversation({ read: unreadMessages === 0 })] }),
    });
    const { sockets } = renderApp('/messages');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(await screen.findByText('Leído')).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    unreadMessages = 1;
    act(() => sockets[0]?.serverEmit('message.created', message(9)));
    expect(await within(nav).findByRole('link', { name: 'Mensajes (1)' })).toBeInTheDocument();
    expect(await screen.findByText('No leído')).toBeInTheDocument();

    unreadMessages = 0;
    act(() => sockets[0]?.serverEmit('conversation.changed', { conversationId: 'c1' }));
    expect(await within(nav).findByRole('link', { name: 'Mensajes' })).toBeInTheDocument();
    expect(await screen.findByText('Leído')).toBeInTheDocument();
  });
});

describe("'Enviar mensaje' on a profile", () => {
  const profileOf = (isSelf: boolean): UserProfile => ({
    id: 'user-2',
    name: other.name,
    handle: 'otra_persona',
    address: '@otra_persona@surcos.example',
    albumCount: 0,
    publicCollectionCount: 0,
    followerCount: 0,
    followingCount: 0,
    viewer: { isSelf, follows: false, mutes: false },
  });
  const profileHandlers = (isSelf: boolean) => ({
    'GET /api/users/user-2': () => json(profileOf(isSelf)),
    'GET /api/users/user-2/albums': () => json(emptyPage),
    'GET /api/users/user-2/collections': () => json(emptyPage),
  });

  it('opens the conversation with that user', async () => {
    const api = conversationApi();
    for (const [key, handler] of Object.entries(profileHandlers(false))) api.set(key, handler);
    api.set('POST /api/conversations', () => json(conversation()));
    renderApp('/user/user-2');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('textbox', { name: 'Mensaje' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: other.name })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/conversations').map((call) => call.body)).toEqual([
      { userId: 'user-2' },
    ]);
  });

  it('says why when the conversation cannot be started', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      ...profileHandlers(false),
      'POST /api/conversations': () => apiError(404, 'NOT_FOUND', 'No se ha encontrado el usuario'),
    });
    renderApp('/user/user-2');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviar mensaje' }));
    const toasts = within(screen.getByRole('region', { name: 'Notificaciones' }));
    expect(await toasts.findByRole('alert')).toHaveTextContent('No se ha encontrado el usuario');
  });

  it('is not on the own profile', async () => {
    mockApi({ ...sessionHandlers(testUser).handlers, ...profileHandlers(true) });
    renderApp('/user/user-2');
    expect(await screen.findByRole('heading', { level: 1, name: other.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar mensaje' })).not.toBeInTheDocument();
  });
});

describe('Conversation page', () => {
  it("shows 'Yo' on own messages and the other name on theirs, oldest first, and marks it read", async () => {
    const api = conversationApi({
      stored: [
        message(1, { text: 'Hola, ¿vendes el disco?' }),
        message(2, { senderId: testUser.id, text: 'Sí, en buen estado.' }),
      ],
    });
    await openConversation();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const [theirs, mine] = bubbles();
    expect(theirs).toHaveTextContent(`${other.name}Hola, ¿vendes el disco?`);
    expect(mine).toHaveTextContent('YoSí, en buen estado.');
    expect(within(mine as HTMLElement).getByText(/\d{2}:\d{2}/).tagName).toBe('TIME');
    await waitFor(() => expect(api.callsTo('POST', '/api/conversations/c1/read')).toHaveLength(1));
  });

  it("names a deleted sender 'Usuario eliminado' and offers no field to write to them", async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/conversations/c1': () => json(conversation({ otherUser: null })),
      'GET /api/conversations/c1/messages': () => json(page([message(1, { senderId: null })])),
      'POST /api/conversations/c1/read': () => new Response(null, { status: 204 }),
    });
    renderApp('/messages/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario eliminado' })).toBeInTheDocument();
    await waitFor(() => expect(bubbles()[0]).toHaveTextContent('Usuario eliminadoMensaje 1'));
    expect(
      screen.getByText('Este usuario ha eliminado su cuenta: ya no puede recibir mensajes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensaje' })).not.toBeInTheDocument();
  });

  it("says 'No se encontró la conversación.' for an unknown or foreign conversation", async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/conversations/zz': () => apiError(404, 'NOT_FOUND', 'No se encontró la conversación.'),
      'GET /api/conversations/zz/messages': () =>
        apiError(404, 'NOT_FOUND', 'No se encontró la conversación.'),
    });
    renderApp('/messages/zz');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró la conversación.');
    expect(screen.getByRole('link', { name: 'Volver a Mensajes' })).toHaveAttribute('href', '/messages');
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and ignores whitespace-only text', async () => {
    const api = conversationApi();
    const { field } = await openConversation();
    const user = userEvent.setup();

    await user.type(field, '   {Enter}');
    await user.type(field, '{Shift>}{Enter}{/Shift}{Enter}');
    expect(api.callsTo('POST', '/api/conversations/c1/messages')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Primera línea{Shift>}{Enter}{/Shift}segunda{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const [sent] = api.callsTo('POST', '/api/conversations/c1/messages');
    expect(sent?.body).toEqual({ text: 'Primera línea\nsegunda', clientId: expect.any(String) as string });
    expect(field).toHaveValue('');
    expect(await within(history()).findByText(/Primera línea/)).toHaveTextContent('Primera línea segunda');
    expect(bubbles()[0]).toHaveTextContent(/^Yo/);
  });

  it("sends with 'Enviar' too, and an empty field sends nothing", async () => {
    const api = conversationApi();
    const { field } = await openConversation();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(api.callsTo('POST', '/api/conversations/c1/messages')).toHaveLength(0);

    await user.type(field, '¿Quedamos el sábado?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await within(history()).findByText('¿Quedamos el sábado?')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/conversations/c1/messages')).toHaveLength(1);
  });

  it('shows the message at once while it is being sent, then once when stored', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = conversationApi();
    api.set(
      'POST /api/conversations/c1/messages',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { field, socket } = await openConversation();
    await userEvent.setup().type(field, 'Voy para allá{Enter}');

    expect(await within(history()).findByText('Enviando…')).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/conversations/c1/messages');
    const { clientId } = call?.body as { clientId: string };
    const stored = message(7, { senderId: testUser.id, text: 'Voy para allá', clientId });
    // The socket can bring it before the request answers: it replaces the pending bubble all the same.
    act(() => socket.serverEmit('message.created', stored));
    await waitFor(() => expect(within(history()).queryByText('Enviando…')).not.toBeInTheDocument());
    act(() => answer(json(stored, 201)));
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(within(history()).getAllByText('Voy para allá')).toHaveLength(1);
  });

  it('keeps the text and shows the error when sending fails', async () => {
    const rateLimited = 'Estás enviando mensajes demasiado rápido. Espera unos segundos.';
    const api = conversationApi({ send: () => apiError(429, 'MESSAGE_RATE_LIMITED', rateLimited) });
    const { field } = await openConversation();
    const user = userEvent.setup();

    await user.type(field, 'No quiero perder esto{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(rateLimited);
    expect(field).toHaveValue('No quiero perder esto');
    await waitFor(() => expect(bubbles()).toHaveLength(0));

    // Sent again unchanged, it keeps its client id: a retry is never stored twice.
    api.set('POST /api/conversations/c1/messages', ({ body }) => {
      const { text, clientId } = body as { text: string; clientId: string };
      return json(message(3, { senderId: testUser.id, text, clientId }), 201);
    });
    await user.type(field, '{Enter}');
    expect(await within(history()).findByText('No quiero perder esto')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [first, second] = api.callsTo('POST', '/api/conversations/c1/messages');
    expect((second?.body as { clientId: string }).clientId).toBe(
      (first?.body as { clientId: string }).clientId,
    );
  });

  it('appends a message that arrives over the socket once, in seq order, and marks it read', async () => {
    const api = conversationApi({ stored: [message(1), message(2)] });
    const { socket } = await openConversation();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const readsBefore = api.callsTo('POST', '/api/conversations/c1/read').length;

    act(() => {
      socket.serverEmit('message.created', message(4, { text: '¿Sigues ahí?' }));
      socket.serverEmit('message.created', message(4, { text: '¿Sigues ahí?' }));
      socket.serverEmit('message.created', message(3, { text: 'Te lo dejo en 20 €.' }));
      socket.serverEmit('message.created', message(1, { conversationId: 'other', id: 'x1' }));
    });
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    expect(bubbles().map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('Mensaje 1'),
      expect.stringContaining('Mensaje 2'),
      expect.stringContaining('Te lo dejo en 20 €.'),
      expect.stringContaining('¿Sigues ahí?'),
    ]);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/conversations/c1/read').length).toBeGreaterThan(readsBefore),
    );
  });

  it('after reconnecting, fetches what was sent meanwhile page by page, each message once', async () => {
    const stored = [message(1), message(2)];
    const api = conversationApi({ stored });
    const { socket } = await openConversation();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const catchUps = () => api.calls.filter((call) => call.query.has('after'));
    // Right after the first page it asks once for anything newer (nothing yet).
    await waitFor(() => expect(catchUps().length).toBeGreaterThan(0));
    const before = catchUps().length;

    // Sent while this tab was offline: no socket event came for them.
    stored.push(message(3), message(4), message(5, { text: 'Último' }));
    act(() => socket.serverEmit('connect'));
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    expect(
      catchUps()
        .slice(before)
        .map((call) => call.query.get('after')),
    ).toEqual(['2', '4']);
    expect(bubbles().at(-1)).toHaveTextContent('Último');
    // The same message again over the socket changes nothing.
    act(() => socket.serverEmit('message.created', message(4)));
    expect(within(history()).getAllByText('Mensaje 4')).toHaveLength(1);
  });

  it('after reconnecting, fetches a message sent while offline even when the own later send is already shown', async () => {
    const stored = [message(1), message(2)];
    const api = conversationApi({
      stored,
      send: (body) => {
        const { text, clientId } = body as { text: string; clientId: string };
        const own = message(4, { senderId: testUser.id, text, clientId });
        stored.push(own);
        return json(own, 201);
      },
    });
    const { socket, field } = await openConversation();
    await waitFor(() => expect(bubbles()).toHaveLength(2));

    // The socket is down: Bea's message (seq 3) gives no event, and the own send is stored after it.
    stored.push(message(3, { text: 'Enviado mientras no había conexión' }));
    await userEvent.setup().type(field, 'Mi respuesta{Enter}');
    expect(await within(history()).findByText('Mi respuesta')).toBeInTheDocument();

    act(() => socket.serverEmit('connect'));
    expect(await within(history()).findByText('Enviado mientras no había conexión')).toBeInTheDocument();
    expect(bubbles().map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('Mensaje 1'),
      expect.stringContaining('Mensaje 2'),
      expect.stringContaining('Enviado mientras no había conexión'),
      expect.stringContaining('Mi respuesta'),
    ]);
    expect(
      api.calls
        .filter((call) => call.query.has('after'))
        .at(-1)
        ?.query.get('after'),
    ).toBe('2');
  });

  it("shows '{name} está escribiendo…' while the other types, and hides it on false or a message of theirs", async () => {
    conversationApi();
    const { socket } = await openConversation();
    const typing = (value: boolean, userId = other.id, conversationId = 'c1') =>
      act(() => socket.serverEmit('typing', { conversationId, userId, typing: value }));

    typing(true, testUser.id);
    typing(true, other.id, 'c9');
    expect(screen.queryByText('Bea Vinilos está escribiendo…')).not.toBeInTheDocument();

    typing(true);
    const line = screen.getByText('Bea Vinilos está escribiendo…');
    expect(line).toHaveAttribute('aria-live', 'polite');
    typing(false);
    expect(screen.queryByText('Bea Vinilos está escribiendo…')).not.toBeInTheDocument();

    typing(true);
    expect(screen.getByText('Bea Vinilos está escribiendo…')).toBeInTheDocument();
    act(() => socket.serverEmit('message.created', message(1)));
    expect(screen.queryByText('Bea Vinilos está escribiendo…')).not.toBeInTheDocument();
  });

  it('hides the typing text by itself when it is not renewed', async () => {
    conversationApi();
    const { socket } = await openConversation();
    vi.useFakeTimers();
    const typing = () =>
      act(() => socket.serverEmit('typing', { conversationId: 'c1', userId: other.id, typing: true }));

    typing();
    act(() => {
      vi.advanceTimersByTime(TYPING_TTL_MS - 1000);
    });
    // A renewal starts the time again.
    typing();
    act(() => {
      vi.advanceTimersByTime(TYPING_TTL_MS - 1000);
    });
    expect(screen.getByText('Bea Vinilos está escribiendo…')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Bea Vinilos está escribiendo…')).not.toBeInTheDocument();
  });

  it('tells the other side on focus and input, at most once per renewal period, and stops on blur, send and leaving', async () => {
    conversationApi();
    const { socket, field, router } = await openConversation();
    const user = userEvent.setup();
    const on = ['typing', { conversationId: 'c1', typing: true }];
    const off = ['typing', { conversationId: 'c1', typing: false }];

    await user.click(field);
    await user.type(field, 'Hola');
    expect(typingEmits(socket)).toEqual([on]);

    await user.tab();
    expect(typingEmits(socket)).toEqual([on, off]);

    await user.click(field);
    await user.type(field, '{Enter}');
    expect(typingEmits(socket)).toEqual([on, off, on, off]);

    // Renewed while the user keeps typing, not on every key.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now');
    clock.mockReturnValue(now + TYPING_RENEW_MS + 1);
    await user.type(field, 'a');
    await user.type(field, 'b');
    clock.mockReturnValue(now + 2 * TYPING_RENEW_MS + 2);
    await user.type(field, 'c');
    expect(typingEmits(socket)).toEqual([on, off, on, off, on, on]);

    act(() => router.navigate('/messages'));
    expect(typingEmits(socket)).toEqual([on, off, on, off, on, on, off]);
  });

  it('says typing that began before the socket existed once it connects', async () => {
    conversationApi();
    const socketLoads = Promise.withResolvers<void>();
    const view = renderApp('/messages/c1', { socketAfter: socketLoads.promise });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Mensaje' }), 'Ho');
    expect(view.sockets).toEqual([]);

    await act(async () => {
      socketLoads.resolve();
      await socketLoads.promise;
    });
    await waitFor(() =>
      expect(typingEmits(view.sockets[0] as FakeSocket)).toEqual([
        ['typing', { conversationId: 'c1', typing: true }],
      ]),
    );
  });

  it('says a focus made while the connection opens once it opens, while it is fresh, and not after a blur', async () => {
    conversationApi();
    const { socket, field } = await openConversation();
    const user = userEvent.setup();
    const on = ['typing', { conversationId: 'c1', typing: true }];
    const off = ['typing', { conversationId: 'c1', typing: false }];
    const reconnect = () =>
      act(() => {
        socket.connected = true;
        socket.serverEmit('connect');
      });

    socket.connected = false;
    await user.click(field);
    expect(typingEmits(socket)).toEqual([]);
    reconnect();
    expect(typingEmits(socket)).toEqual([on]);

    // A reconnection says it again: the `true` sent on the old connection may not have arrived.
    socket.connected = false;
    reconnect();
    expect(typingEmits(socket)).toEqual([on, on]);

    // Stale: focused long before the connection came back, and not typing since.
    socket.connected = false;
    const clock = vi.spyOn(Date, 'now');
    clock.mockReturnValue(Date.now() + TYPING_TTL_MS);
    reconnect();
    expect(typingEmits(socket)).toEqual([on, on]);
    clock.mockRestore();

    await user.tab();
    expect(typingEmits(socket)).toEqual([on, on, off]);
    socket.connected = false;
    reconnect();
    expect(typingEmits(socket)).toEqual([on, on, off]);
  });
});
