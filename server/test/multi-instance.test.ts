import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@surcos/contracts/messages';
import { createPostgresDatabase, testDialect } from './helpers/database.ts';
import { freePort } from './helpers/ports.ts';
import { type ClientSocket, openConnected } from './helpers/sockets.ts';
import { uniqueEmail } from './helpers/users.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

/** A real server process, as deployed: its own port, the shared PostgreSQL and Redis. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const instance = { url, process: child, output };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return instance;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`instance on ${url} did not start:\n${output.join('')}`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

async function signUp(instance: Instance, name: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${instance.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.url },
    body: JSON.stringify({ name, email: uniqueEmail(), password: 'vinilo-secreto-1' }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, cookie };
}

async function api<T>(instance: Instance, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      cookie,
      origin: instance.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (response.status === 204 ? null : await response.json()) as T;
}

function nextEvent<T>(socket: ClientSocket, event: 'message.created' | 'typing' | 'conversation.changed') {
  return new Promise<T>((resolve) => {
    const listener = (name: string, ...args: unknown[]) => {
      if (name !== event) return;
      socket.offAny(listener);
      resolve(args[0] as T);
    };
    socket.onAny(listener);
  });
}

// Two processes need one shared database: this runs in the PostgreSQL suite only (CI requires it).
describe.runIf(testDialect() === 'postgres')('two server instances behind one PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const instances: Instance[] = [];
  const sockets: ClientSocket[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DISCOGS_TOKEN: '',
      SMTP_URL: '',
    };
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'surcos-instance-')));
    dataDirs.push(...dirs);
    // Started together: they also prove that concurrent start-up migrations take turns.
    instances.push(...(await Promise.all(dirs.map((dir) => startInstance({ ...shared, DATA_DIR: dir })))));
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(instances.map(stopInstance));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers messages, typing and read updates between users on different instances', async () => {
    const [first, second] = instances as [Instance, Instance];
    const ana = await signUp(first, 'Ana');
    const luis = await signUp(second, 'Luis');
    const anaSocket = await openConnected(first.url, ana.cookie);
    const luisSocket = await openConnected(second.url, luis.cookie);
    sockets.push(anaSocket, luisSocket);

    const conversation = await api<Conversation>(first, ana.cookie, 'POST', '/api/conversations', {
      userId: luis.id,
    });

    const luisReceives = nextEvent<Message>(luisSocket, 'message.created');
    let sent = await api<Message>(
      first,
      ana.cookie,
      'POST',
      `/api/conversations/${conversation.id}/messages`,
      {
        text: 'Hola desde la instancia uno',
      },
    );
    expect(await luisReceives).toEqual(sent);

    const anaSeesTyping = nextEvent<{ conversationId: string; userId: string; typing: boolean }>(
      anaSocket,
      'typing',
    );
    luisSocket.emit('typing', { conversationId: conversation.id, typing: true });
    expect(await anaSeesTyping).toEqual({ conversationId: conversation.id, userId: luis.id, typing: true });

    const anaReceives = nextEvent<Message>(anaSocket, 'message.created');
    sent = await api<Message>(second, luis.cookie, 'POST', `/api/conversations/${conversation.id}/messages`, {
      text: 'Y yo desde la dos',
    });
    expect(await anaReceives).toEqual(sent);

    // Ana reads through instance two; her socket on instance one hears of it.
    const anaReadChange = nextEvent<{ conversationId: string }>(anaSocket, 'conversation.changed');
    await api(second, ana.cookie, 'POST', `/api/conversations/${conversation.id}/read`);
    expect(await anaReadChange).toEqual({ conversationId: conversation.id });
    const counts = await api<{ unreadMessages: number }>(first, ana.cookie, 'GET', '/api/me/counts');
    expect(counts.unreadMessages).toBe(0);
  });
});
