import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, MESSAGE_SEND_MAX_PER_WINDOW } from '@surcos/contracts/limits';
import type { Conversation, ConversationPage, Message, MessagePage } from '@surcos/contracts/messages';
import type { ErrorBody } from '@surcos/contracts/errors';
import type { ServerToClientEvents } from '@surcos/contracts/realtime';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type ClientSocket, listen, openConnected } from './helpers/sockets.ts';
import { type TestUser, createUser, postJson } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';

let ctx: TestContext;
let url: string;
let ana: TestUser;
let luis: TestUser;
let eva: TestUser;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  url = await listen(ctx.app);
  ana = await createUser(ctx.app, { name: 'Ana' });
  luis = await createUser(ctx.app, { name: 'Luis' });
  eva = await createUser(ctx.app, { name: 'Eva' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

async function start(user: TestUser, other: TestUser): Promise<Conversation> {
  const response = await as(ctx.app, user).post('/api/conversations', { userId: other.id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
}

async function send(user: TestUser, conversationId: string, text: string, clientId?: string) {
  const response = await as(ctx.app, user).post(`/api/conversations/${conversationId}/messages`, {
    text,
    ...(clientId ? { clientId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

async function history(user: TestUser, conversationId: string, query = '') {
  const response = await as(ctx.app, user).get(`/api/conversations/${conversationId}/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessagePage>();
}

async function unread(user: TestUser): Promise<number> {
  return (await as(ctx.app, user).get('/api/me/counts')).json<{ unreadMessages: number }>().unreadMessages;
}

async function socketOf(user: TestUser): Promise<ClientSocket> {
  const socket = await openConnected(url, user.cookie);
  sockets.push(socket);
  return socket;
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Collects one event's payloads on a socket. */
function record<E extends 'message.created' | 'typing' | 'conversation.changed'>(
  socket: ClientSocket,
  event: E,
): Payload<E>[] {
  const seen: Payload<E>[] = [];
  socket.onAny((name: string, ...args: unknown[]) => {
    if (name === event) seen.push(args[0] as Payload<E>);
  });
  return seen;
}

const waitFor = async (condition: () => boolean, what: string) => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('starting a conversation', () => {
  it('creates one with an empty last message and reuses it from either side', async () => {
    const [first, second] = await Promise.all([
      createUser(ctx.app, { name: 'Uno' }),
      createUser(ctx.app, { name: 'Dos' }),
    ]);
    const created = await start(first, second);
    expect(created).toMatchObject({ otherUser: { id: second.id, name: 'Dos' }, lastMessage: '', read: true });
    expect((await start(first, second)).id).toBe(created.id);
    const fromOtherSide = await start(second, first);
    expect(fromOtherSide).toMatchObject({ id: created.id, otherUser: { id: first.id, name: 'Uno' } });
  });

  it('never creates two when both start at the same moment', async () => {
    const [first, second] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    const started = await Promise.all([
      start(first, second),
      start(second, first),
      start(first, second),
      start(second, first),
    ]);
    expect(new Set(started.map((conversation) => conversation.id)).size).toBe(1);
    const rows = await ctx.app.db
      .selectFrom('conversation_member')
      .select('user_id')
      .where('conversation_id', '=', started[0].id)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses oneself, unknown users and visitors', async () => {
    const self = await as(ctx.app, ana).post('/api/conversations', { userId: ana.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: { code: 'CANNOT_MESSAGE_SELF', message: 'No puedes enviarte mensajes a ti mismo.' },
    });
    const unknown = await as(ctx.app, ana).post('/api/conversations', { userId: 'nadie' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.message).toBe('No se ha encontrado el usuario');
    const visitor = await asVisitor(ctx.app).post('/api/conversations', { userId: luis.id });
    expect(visitor.statusCode).toBe(401);
    const noBody = await as(ctx.app, ana).post('/api/conversations', {});
    expect(noBody.statusCode).toBe(400);
  });
});

describe('who may read and write a conversation', () => {
  let conversation: Conversation;

  beforeAll(async () => {
    conversation = await start(ana, luis);
    await send(ana, conversation.id, 'Hola Luis');
  });

  it.each([
    ['GET', ''],
    ['GET', '/messages'],
    ['GET', '/messages?after=0'],
    ['POST', '/messages'],
    ['POST', '/read'],
  ] as const)('%s %s: a third user gets the not-found answer, a visitor 401', async (method, suffix) => {
    const path = `/api/conversations/${conversation.id}${suffix}`;
    const payload = method === 'POST' && suffix === '/messages' ? { text: 'Me cuelo' } : undefined;
    const third = await as(ctx.app, eva).send(method, path, payload);
    expect(third.statusCode).toBe(404);
    expect(third.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se encontró la conversación.' },
    });
    const visitor = await asVisitor(ctx.app).send(method, path, payload);
    expect(visitor.statusCode).toBe(401);
    expect((await history(ana, conversation.id)).items.map((message) => message.text)).toEqual(['Hola Luis']);
  });

  it('answers a malformed id with the not-found text', async () => {
    const response = await as(ctx.app, ana).get('/api/conversations/no-es-un-id/messages');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.message).toBe('No se encontró la conversación.');
  });

  it('never lists another pair’s conversation', async () => {
    const page = (await as(ctx.app, eva).get('/api/conversations')).json<ConversationPage>();
    expect(page.items.map((item) => item.id)).not.toContain(conversation.id);
  });

  it('takes the sender from the session, whatever the body says', async () => {
    const response = await as(ctx.app, luis).post(`/api/conversations/${conversation.id}/messages`, {
      text: 'Soy Luis',
      senderId: ana.id,
      conversationId: randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Message>()).toMatchObject({ senderId: luis.id, conversationId: conversation.id });
  });
});

describe('sending', () => {
  it('rejects empty, whitespace-only and too long text with Spanish errors, storing nothing', async () => {
    const conversation = await start(ana, eva);
    for (const text of ['', '   \n\t ']) {
      const response = await as(ctx.app, ana).post(`/api/conversations/${conversation.id}/messages`, {
        text,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.message).toBe('El mensaje no puede estar vacío.');
    }
    const tooLong = await as(ctx.app, ana).post(`/api/conversations/${conversation.id}/messages`, {
      text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ErrorBody>().error.message).toBe(
      `El mensaje no puede tener más de ${MESSAGE_MAX_LENGTH} caracteres.`,
    );
    expect((await history(ana, conversation.id)).items).toEqual([]);
    const longest = await send(ana, conversation.id, 'a'.repeat(MESSAGE_MAX_LENGTH));
    expect(longest.text).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it('stores a message once however often the client retries it', async () => {
    const conversation = await start(luis, eva);
    const clientId = randomUUID();
    const [first, again] = await Promise.all([
      send(luis, conversation.id, 'Solo una vez', clientId),
      send(luis, conversation.id, 'Solo una vez', clientId),
    ]);
    expect(again.id).toBe(first.id);
    expect((await history(eva, conversation.id)).items.map((message) => message.id)).toEqual([first.id]);
  });

  it('stops a flood with a clear message and lets the user go on after the window', async () => {
    const [flooder, target] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    const conversation = await start(flooder, target);
    for (let index = 0; index < MESSAGE_SEND_MAX_PER_WINDOW; index += 1) {
      await send(flooder, conversation.id, `mensaje ${index}`);
    }
    const limited = await as(ctx.app, flooder).post(`/api/conversations/${conversation.id}/messages`, {
      text: 'uno más',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'MESSAGE_RATE_LIMITED',
        message: 'Estás enviando mensajes demasiado rápido. Espera unos segundos.',
      },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A refused message stores nothing and counts as nothing, and the next is refused all the same.
    const again = await as(ctx.app, flooder).post(`/api/conversations/${conversation.id}/messages`, {
      text: 'y otro',
    });
    expect(again.statusCode).toBe(429);
    expect((await history(target, conversation.id)).items).toHaveLength(MESSAGE_SEND_MAX_PER_WINDOW);
    await ctx.app.db.updateTable('rate_limit').set({ reset_at: 0 }).execute();
    await send(flooder, conversation.id, 'ya puedo');
  });

  it('takes its limit from MESSAGES_PER_10_SECONDS', async () => {
    const strict = await ctx.buildAnother({ messagesPer10Seconds: 2 });
    const [flooder, target] = await Promise.all([createUser(strict), createUser(strict)]);
    const conversation = await as(strict, flooder).post('/api/conversations', { userId: target.id });
    const url = `/api/conversations/${conversation.json<{ id: string }>().id}/messages`;
    const codes: number[] = [];
    for (const text of ['uno', 'dos', 'tres'])
      codes.push((await as(strict, flooder).post(url, { text })).statusCode);
    expect(codes).toEqual([201, 201, 429]);
  });

  it('stores messages sent at the same moment each in order, refusing only those over the limit', async () => {
    const [flooder, target, calm, friend] = await Promise.all([
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
    ]);
    const flooded = await start(flooder, target);
    const quiet = await start(calm, friend);
    const post = (user: TestUser, conversationId: string, text: string) =>
      as(ctx.app, user).post(`/api/conversations/${conversationId}/messages`, { text });
    const total = MESSAGE_SEND_MAX_PER_WINDOW + 3;
    const [answers, calmAnswer] = await Promise.all([
      Promise.all(Array.from({ length: total }, (_, index) => post(flooder, flooded.id, `m${index}`))),
      post(calm, quiet.id, 'tranquila'),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MESSAGE_SEND_MAX_PER_WINDOW);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    expect(calmAnswer.statusCode).toBe(201);
    const stored = (await history(target, flooded.id)).items;
    expect(stored.map((message) => message.seq)).toEqual(
      Array.from({ length: MESSAGE_SEND_MAX_PER_WINDOW }, (_, index) => index + 1),
    );
    expect(new Set(stored.map((message) => message.text)).size).toBe(MESSAGE_SEND_MAX_PER_WINDOW);
    expect((await history(friend, quiet.id)).items.map((message) => message.text)).toEqual(['tranquila']);
    expect(await unread(friend)).toBe(1);
  });
});

describe('order and history', () => {
  it('keeps one stable order under concurrent senders and pages through it both ways', async () => {
    const [first, second] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    const conversation = await start(first, second);
    const total = MESSAGE_PAGE_SIZE + 15;
    const sent: Message[] = [];
    for (let index = 0; index < total; index += 2) {
      // Fifteen at a time, from both sides at once, stays under the flood limit per window.
      if (index > 0 && index % 16 === 0)
        await ctx.app.db.updateTable('rate_limit').set({ reset_at: 0 }).execute();
      sent.push(
        ...(await Promise.all([
          send(first, conversation.id, `a${index}`),
          ...(index + 1 < total ? [send(second, conversation.id, `b${index + 1}`)] : []),
        ])),
      );
    }
    const bySeq = [...sent].sort((a, b) => a.seq - b.seq);
    expect(bySeq.map((message) => message.seq)).toEqual(
      Array.from({ length: total }, (_, index) => index + 1),
    );
    for (let index = 1; index < bySeq.length; index += 1) {
      expect(Date.parse(bySeq[index]!.createdAt)).toBeGreaterThanOrEqual(
        Date.parse(bySeq[index - 1]!.createdAt),
      );
    }

    const newest = await history(second, conversation.id);
    expect(newest.hasMore).toBe(true);
    expect(newest.items.map((message) => message.seq)).toEqual(
      bySeq.slice(-MESSAGE_PAGE_SIZE).map((m) => m.seq),
    );
    const older = await history(second, conversation.id, `?before=${newest.items[0]!.seq}`);
    expect(older.hasMore).toBe(false);
    expect(older.items.map((message) => message.id)).toEqual(
      bySeq.slice(0, total - MESSAGE_PAGE_SIZE).map((m) => m.id),
    );

    const caughtUp = await history(first, conversation.id, '?after=3');
    expect(caughtUp.hasMore).toBe(true);
    expect(caughtUp.items.map((message) => message.seq)).toEqual(
      Array.from({ length: MESSAGE_PAGE_SIZE }, (_, index) => index + 4),
    );
    const rest = await history(first, conversation.id, `?after=${caughtUp.items.at(-1)!.seq}`);
    expect(rest.hasMore).toBe(false);
    expect(rest.items.at(-1)!.seq).toBe(total);

    const conflicting = await as(ctx.app, first).get(
      `/api/conversations/${conversation.id}/messages?before=5&after=1`,
    );
    expect(conflicting.statusCode).toBe(400);

    for (const cursor of ['?before=0', '?before=abc', '?after=-5', '?after=1e400']) {
      const invalid = await as(ctx.app, first).get(`/api/conversations/${conversation.id}/messages${cursor}`);
      expect(invalid.statusCode, cursor).toBe(400);
      expect(invalid.json<{ error: { message: string } }>().error.message, cursor).toBe(
        'La posición en la conversación no es válida.',
      );
    }
  });
});

describe('read state and the unread badge', () => {
  it('is read only for the sender after sending, and opening marks it read', async () => {
    const [sender, reader] = await Promise.all([
      createUser(ctx.app, { name: 'Remitente' }),
      createUser(ctx.app, { name: 'Lectora' }),
    ]);
    const conversation = await start(sender, reader);
    expect(await unread(reader)).toBe(0);
    await send(sender, conversation.id, '¿Has oído el nuevo disco?');

    const readerView = (await as(ctx.app, reader).get('/api/conversations')).json<ConversationPage>()
      .items[0];
    expect(readerView).toMatchObject({
      id: conversation.id,
      lastMessage: '¿Has oído el nuevo disco?',
      read: false,
      otherUser: { name: 'Remitente' },
    });
    const senderView = (await as(ctx.app, sender).get('/api/conversations')).json<ConversationPage>()
      .items[0];
    expect(senderView).toMatchObject({ id: conversation.id, read: true });
    expect(await unread(reader)).toBe(1);
    expect(await unread(sender)).toBe(0);

    expect((await as(ctx.app, reader).post(`/api/conversations/${conversation.id}/read`)).statusCode).toBe(
      204,
    );
    expect(await unread(reader)).toBe(0);
    expect(
      (await as(ctx.app, reader).get(`/api/conversations/${conversation.id}`)).json<Conversation>().read,
    ).toBe(true);

    await send(reader, conversation.id, 'Sí');
    expect(await unread(sender)).toBe(1);
    expect(await unread(reader)).toBe(0);
  });

  it('lists conversations newest activity first', async () => {
    const [me, first, second] = await Promise.all([
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
    ]);
    const older = await start(me, first);
    const newer = await start(me, second);
    await send(first, older.id, 'ahora esta es la más reciente');
    const ids = (await as(ctx.app, me).get('/api/conversations'))
      .json<ConversationPage>()
      .items.map((item) => item.id);
    expect(ids).toEqual([older.id, newer.id]);
  });
});

describe('live delivery and typing', () => {
  it('delivers each message to both participants and to nobody else', async () => {
    const conversation = await start(ana, luis);
    const [anaSocket, luisSocket, evaSocket] = await Promise.all([
      socketOf(ana),
      socketOf(luis),
      socketOf(eva),
    ]);
    const toAna = record(anaSocket, 'message.created');
    const toLuis = record(luisSocket, 'message.created');
    const toEva = record(evaSocket, 'message.created');
    const luisChanges = record(luisSocket, 'conversation.changed');

    const message = await send(ana, conversation.id, 'En directo');
    await waitFor(() => toAna.length === 1 && toLuis.length === 1, 'both participants');
    expect(toLuis[0]).toEqual(message);
    expect(luisChanges).toContainEqual({ conversationId: conversation.id });
    // A message sent to Eva afterwards arrives: had she been sent Ana's, it would be there first.
    const evaConversation = await start(luis, eva);
    await send(luis, evaConversation.id, 'Hola Eva');
    await waitFor(() => toEva.length === 1, 'Eva’s own message');
    expect(toEva[0]!.text).toBe('Hola Eva');
  });

  it('relays typing to the other participant only, and ignores outsiders and bad payloads', async () => {
    const conversation = await start(ana, luis);
    const [anaSocket, luisSocket, evaSocket] = await Promise.all([
      socketOf(ana),
      socketOf(luis),
      socketOf(eva),
    ]);
    const luisSees = record(luisSocket, 'typing');
    const anaSees = record(anaSocket, 'typing');
    const evaSees = record(evaSocket, 'typing');

    // Eva is no participant: her signal reaches nobody.
    evaSocket.emit('typing', { conversationId: conversation.id, typing: true });
    evaSocket.emit('typing', { conversationId: 'nada', typing: true });
    evaSocket.emit('typing', null as never);
    anaSocket.emit('typing', { conversationId: conversation.id, typing: true });
    await waitFor(() => luisSees.length === 1, 'Ana typing');
    expect(luisSees[0]).toEqual({ conversationId: conversation.id, userId: ana.id, typing: true });

    anaSocket.emit('typing', { conversationId: conversation.id, typing: false });
    await waitFor(() => luisSees.length === 2, 'Ana stopped');
    expect(luisSees[1]!.typing).toBe(false);
    expect(anaSees).toEqual([]);
    expect(evaSees).toEqual([]);
  });

  it('says the typing stopped when the typist’s socket goes away or sends', async () => {
    const conversation = await start(ana, luis);
    const [anaSocket, luisSocket] = await Promise.all([socketOf(ana), socketOf(luis)]);
    const luisSees = record(luisSocket, 'typing');
    anaSocket.emit('typing', { conversationId: conversation.id, typing: true });
    await waitFor(() => luisSees.length === 1, 'typing');
    anaSocket.close();
    await waitFor(() => luisSees.length === 2, 'typing cleared on disconnect');
    expect(luisSees[1]).toEqual({ conversationId: conversation.id, userId: ana.id, typing: false });

    const again = await socketOf(ana);
    again.emit('typing', { conversationId: conversation.id, typing: true });
    await waitFor(() => luisSees.length === 3, 'typing again');
    await send(ana, conversation.id, 'enviado');
    await waitFor(() => luisSees.length === 4, 'typing cleared on send');
    expect(luisSees[3]!.typing).toBe(false);
  });
});

describe('a deleted account', () => {
  it('leaves its messages to the other participant under a null sender, and no one to write to', async () => {
    const [leaving, staying] = await Promise.all([
      createUser(ctx.app, { name: 'Se va' }),
      createUser(ctx.app, { name: 'Se queda' }),
    ]);
    const conversation = await start(leaving, staying);
    await send(leaving, conversation.id, 'Me voy de Surcos');
    await send(staying, conversation.id, '¡Qué pena!');

    const deleted = await postJson(
      ctx.app,
      '/api/auth/delete-user',
      { password: leaving.password },
      leaving.cookie,
    );
    expect(deleted.statusCode).toBe(200);

    const view = (
      await as(ctx.app, staying).get(`/api/conversations/${conversation.id}`)
    ).json<Conversation>();
    expect(view).toMatchObject({ otherUser: null, lastMessage: '¡Qué pena!' });
    const messages = (await history(staying, conversation.id)).items;
    expect(messages.map((message) => [message.senderId, message.text])).toEqual([
      [null, 'Me voy de Surcos'],
      [staying.id, '¡Qué pena!'],
    ]);
    const reply = await as(ctx.app, staying).post(`/api/conversations/${conversation.id}/messages`, {
      text: '¿Hola?',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json<ErrorBody>().error.code).toBe('RECIPIENT_DELETED');

    // Once the second participant goes too, nobody is left: the conversation and its messages go.
    const alsoDeleted = await postJson(
      ctx.app,
      '/api/auth/delete-user',
      { password: staying.password },
      staying.cookie,
    );
    expect(alsoDeleted.statusCode).toBe(200);
    const left = await ctx.app.db
      .selectFrom('message')
      .select('id')
      .where('conversation_id', '=', conversation.id)
      .execute();
    expect(left).toEqual([]);
  });
});
