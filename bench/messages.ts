/**
 * Message delivery on one server instance with BENCH_SOCKETS sockets (default
 * 2,000), each signed in as its own user and paired into conversations:
 * BENCH_MESSAGES messages (default 2,000) are sent over HTTP at a steady
 * BENCH_RATE per second (default 200), and each is timed from just before its
 * POST until the recipient's socket receives 'message.created'. The server is
 * a child process on an embedded SQLite database, so its memory is its own.
 * A bare Socket.IO echo server with as many clients, in the same run, gives
 * the floor: a bare relay (bench/echo-server.ts) with as many clients takes
 * the same messages, at the same rate, as HTTP requests in and events out to
 * the recipient's socket. Compare absolute figures only on the same machine.
 * BENCH_CPU_PROF=<folder> writes the Surcos server's CPU profile there;
 * BENCH_TIMELINE=1 prints delivery by the second each message was sent in.
 *   npm run bench:messages   (BENCH_SOCKETS, BENCH_MESSAGES, BENCH_RATE, BENCH_CPU_PROF, BENCH_TIMELINE)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { MESSAGE_SEND_MAX_PER_WINDOW, MESSAGE_SEND_WINDOW_MS } from '@surcos/contracts/limits';
import type { Conversation } from '@surcos/contracts/messages';
import type { ClientToServerEvents, ServerToClientEvents } from '@surcos/contracts/realtime';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import type { EchoEvents } from './echo-server.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2_000);
const REQUESTED_RATE = Number(process.env.BENCH_RATE ?? 200);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** Handshakes in flight at once: all at once would overflow the listen backlog and time its retries instead. */
const CONNECTS_IN_FLIGHT = 100;
/** Requests in flight while preparing, so set-up does not crowd the measured part. */
const SETUP_IN_FLIGHT = 8;
/** How long a message may take to arrive before it counts as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;

if (!Number.isInteger(SOCKETS) || SOCKETS < 2 || SOCKETS % 2 !== 0) {
  throw new Error('BENCH_SOCKETS must be an even number of at least 2');
}
if (!Number.isInteger(MESSAGES) || MESSAGES < 1) throw new Error('BENCH_MESSAGES must be a positive number');
if (!(REQUESTED_RATE > 0)) throw new Error('BENCH_RATE must be a positive number');

const PAIRS = SOCKETS / 2;
// Messages go round every sender in turn, so one sender's messages are
// SOCKETS / rate seconds apart; at this rate a fixed window never holds more
// than the limit, with one message to spare for timer jitter.
const MAX_RATE = (SOCKETS * (MESSAGE_SEND_MAX_PER_WINDOW - 2) * 1000) / MESSAGE_SEND_WINDOW_MS;
const RATE = Math.min(REQUESTED_RATE, MAX_RATE);

type SurcosSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EchoSocket = Socket<EchoEvents>;

const serverDir = path.resolve(import.meta.dirname, '../server');
const children = new Set<ChildProcess>();
// A failed run must not leave a server behind holding its port.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(percentile(sorted, 50))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1) ?? Number.NaN)}`;
}

function seconds(from: number, to = performance.now()): string {
  return `${((to - from) / 1000).toFixed(1)} s`;
}

/** Resident memory of another process, from Linux's /proc. */
function rss(pid: number | undefined): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
    return `${(kilobytes / 1024).toFixed(0)} MB`;
  } catch {
    return 'n/a';
  }
}

/**
 * CPU time another process has used, in ms, from Linux's /proc (user and system, in clock ticks of
 * 10 ms): unlike latency, it hardly depends on what else the machine is doing.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs task(0) … task(count - 1) with at most `inFlight` running at once. */
async function pool(count: number, inFlight: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
}

/** Calls send(0) … send(count - 1) at `rate` per second, on schedule even when earlier calls are still waiting. */
async function paced(count: number, rate: number, send: (index: number) => void): Promise<void> {
  const start = performance.now();
  for (let index = 0; index < count; index += 1) {
    const wait = start + (index * 1000) / rate - performance.now();
    // Yielding even when late lets the sockets' events in, so their times stay honest.
    if (wait > 0) await sleep(wait);
    else await new Promise((resolve) => setImmediate(resolve));
    send(index);
  }
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(20);
}

/** Starts a Node process and waits for the line that says it is ready; its other output is passed on. */
async function start(
  name: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', (code, signal) => {
    if (children.delete(child)) console.error(`${name} exited unexpectedly (${code ?? signal})`);
  });
  createInterface({ input: child.stderr }).on('line', (line) => console.error(`${name}: ${line}`));
  const lines = createInterface({ input: child.stdout });
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} before it was ready`)));
    lines.on('line', (line) => {
      const found = ready.exec(line);
      if (found) resolve(found);
      // The start-up banner's indented details are not worth repeating.
      else if (/^\S/.test(line)) console.error(`${name}: ${line}`);
    });
  });
  return { child, match };
}

async function stop(child: ChildProcess): Promise<void> {
  if (!children.delete(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Opens `count` sockets, CONNECTS_IN_FLIGHT at a time; the time each handshake took, in order. */
async function connectAll<S extends Socket>(
  count: number,
  open: (index: number) => S,
): Promise<{ sockets: S[]; handshakes: number[]; failures: string[] }> {
  const sockets: S[] = [];
  const handshakes: number[] = [];
  const failures: string[] = [];
  await pool(count, CONNECTS_IN_FLIGHT, async (index) => {
    const began = performance.now();
    const socket = open(index);
    sockets[index] = socket;
    await new Promise<void>((resolve) => {
      socket.once('connect', () => {
        handshakes.push(performance.now() - began);
        resolve();
      });
      socket.once('connect_error', (error) => {
        failures.push(error.message);
        resolve();
      });
    });
  });
  return { sockets, handshakes, failures };
}

function socketOptions(extraHeaders: Record<string, string> = {}, auth: Record<string, unknown> = {}) {
  // forceNew: socket.io-client would otherwise share one connection between sockets to the same URL.
  return { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders, auth };
}

/** Why a request failed: fetch's own message ('fetch failed') hides the cause. */
function failure(index: number, error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `message ${index}: ${String(error)}${cause}`;
}

/** Message `index` goes round the pairs, each side of a pair sending in turn. */
function route(index: number): { pair: number; sender: number; recipient: number } {
  const pair = index % PAIRS;
  const first = Math.floor(index / PAIRS) % 2 === 0;
  return { pair, sender: first ? 2 * pair : 2 * pair + 1, recipient: first ? 2 * pair + 1 : 2 * pair };
}

console.log(
  `Surcos messages bench: ${SOCKETS} sockets in ${PAIRS} conversations, ${MESSAGES} messages at ${RATE.toFixed(0)}/s, SQLite, node ${process.version}`,
);
if (RATE < REQUESTED_RATE) {
  console.log(`(BENCH_RATE lowered to ${RATE.toFixed(0)}/s to stay under the per-user send limit)`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-bench-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const serverEnv: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: origin,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  DATABASE_URL: '',
  REDIS_URL: '',
};

// Users and sessions are made with better-auth's own adapter and the cookie
// signed as better-auth signs it, skipping password hashing, which would
// take minutes for thousands of sign-ups and is not what is measured here.
const preparing = performance.now();
const setup = await buildApp(loadConfig({ ...serverEnv, LOG_LEVEL: 'silent' }, { webDir: null }));
const auth = await setup.auth.$context;
const users: Array<{ id: string; cookie: string }> = [];
for (let index = 0; index < SOCKETS; index += 1) {
  const user = await auth.internalAdapter.createUser(
    { name: `Bench ${index}`, email: `bench-${index}@bench.example` },
    { method: 'email-password' },
  );
  const session = await auth.internalAdapter.createSession(user.id);
  const signature = createHmac('sha256', auth.secret).update(session.token).digest('base64');
  users.push({
    id: user.id,
    cookie: `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
  });
}
await setup.close();
const usersCreated = seconds(preparing);

const surcos = await start(
  'server',
  [
    ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : []),
    '--conditions=source',
    '--import',
    'tsx',
    'src/main.ts',
  ],
  { cwd: serverDir, env: { ...process.env, ...serverEnv } },
  /Surcos is ready/,
);
const serverPid = surcos.child.pid;

const preparingHttp = performance.now();
await pool(SOCKETS, SETUP_IN_FLIGHT, async (index) => {
  const response = await fetch(`${origin}/api/session`, { headers: { cookie: users[index]!.cookie } });
  const body = (await response.json()) as { user: { id: string } | null };
  if (body.user?.id !== users[index]!.id) {
    throw new Error(`the session cookie of user ${index} was not accepted: ${JSON.stringify(body)}`);
  }
});
const conversationIds: string[] = [];
await pool(PAIRS, SETUP_IN_FLIGHT, async (pair) => {
  const response = await fetch(`${origin}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: users[2 * pair]!.cookie, origin },
    body: JSON.stringify({ userId: users[2 * pair + 1]!.id }),
  });
  if (!response.ok)
    throw new Error(`starting conversation ${pair}: ${response.status} ${await response.text()}`);
  conversationIds[pair] = ((await response.json()) as Conversation).id;
});
console.log(
  `prepared ${SOCKETS} users with sessions in ${usersCreated}, checked their cookies and started ${PAIRS} conversations in ${seconds(preparingHttp)}`,
);

await sleep(1_000);
const rssIdle = rss(serverPid);

const sentAt: number[] = new Array<number>(MESSAGES).fill(Number.NaN);
const answeredAt: number[] = new Array<number>(MESSAGES).fill(Number.NaN);
const deliveredAt: number[] = new Array<number>(MESSAGES).fill(Number.NaN);
const echoedToSender: boolean[] = new Array<boolean>(MESSAGES).fill(false);
const failures: string[] = [];
const strays: string[] = [];
let disconnects = 0;
let finished = false;

const connecting = performance.now();
const surcosClients = await connectAll<SurcosSocket>(SOCKETS, (index) => {
  const socket: SurcosSocket = io(origin, socketOptions({ cookie: users[index]!.cookie }));
  socket.on('message.created', (message) => {
    const receivedAt = performance.now();
    const sent = /^bench-(\d+)$/.exec(message.clientId ?? '');
    const number = sent ? Number(sent[1]) : -1;
    const expected = number >= 0 && number < MESSAGES ? route(number) : undefined;
    if (expected?.recipient === index && Number.isNaN(deliveredAt[number])) deliveredAt[number] = receivedAt;
    else if (expected?.sender === index && !echoedToSender[number]) echoedToSender[number] = true;
    else strays.push(`socket ${index} got ${JSON.stringify(message)}`);
  });
  socket.on('disconnect', () => {
    if (!finished) disconnects += 1;
  });
  return socket;
});
const connectTime = seconds(connecting);
const connected = surcosClients.handshakes.length;
console.log(
  `sockets connected          ${connected} of ${SOCKETS} in ${connectTime} (${CONNECTS_IN_FLIGHT} handshakes in flight; each ${summary(surcosClients.handshakes)})`,
);
if (surcosClients.failures.length > 0) {
  console.log(`  handshakes refused: ${surcosClients.failures.length}, first: ${surcosClients.failures[0]}`);
}

await sleep(1_000);
const rssConnected = rss(serverPid);
const cpuBefore = cpuMs(serverPid);

const requests: Array<Promise<void>> = [];
await paced(MESSAGES, RATE, (index) => {
  const { pair, sender } = route(index);
  sentAt[index] = performance.now();
  requests.push(
    fetch(`${origin}/api/conversations/${conversationIds[pair]}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: users[sender]!.cookie, origin },
      body: JSON.stringify({ text: `Mensaje de prueba ${index}`, clientId: `bench-${index}` }),
    }).then(
      async (response) => {
        answeredAt[index] = performance.now();
        const body = await response.text();
        if (response.status !== 201) failures.push(`message ${index}: ${response.status} ${body}`);
      },
      (error: unknown) => {
        failures.push(failure(index, error));
      },
    ),
  );
});
await Promise.all(requests);
await until(() => deliveredAt.every((time) => !Number.isNaN(time)), DELIVERY_TIMEOUT_MS);

const latencies: number[] = [];
const answers: number[] = [];
let lastDelivery = Number.NaN;
for (let index = 0; index < MESSAGES; index += 1) {
  if (!Number.isNaN(deliveredAt[index])) {
    latencies.push(deliveredAt[index]! - sentAt[index]!);
    lastDelivery = Number.isNaN(lastDelivery)
      ? deliveredAt[index]!
      : Math.max(lastDelivery, deliveredAt[index]!);
  }
  if (!Number.isNaN(answeredAt[index])) answers.push(answeredAt[index]! - sentAt[index]!);
}
const lost = MESSAGES - latencies.length;
const notEchoed = echoedToSender.filter((echoed) => !echoed).length;
const achieved = latencies.length / ((lastDelivery - sentAt[0]!) / 1000);

console.log(`delivery (POST → recipient's 'message.created')   ${summary(latencies)}`);
console.log(`POST answered 201                                 ${summary(answers)}`);
if (process.env.BENCH_TIMELINE) {
  // Delivery by the second it was sent in: a stall shows as one bad second, a backlog as a rising line.
  for (let second = 0; second * RATE < MESSAGES; second += 1) {
    const slice = deliveredAt
      .slice(second * RATE, (second + 1) * RATE)
      .flatMap((at, offset) => (Number.isNaN(at) ? [] : [at - sentAt[second * RATE + offset]!]));
    console.log(`  sent in second ${String(second + 1).padStart(2)}: ${summary(slice)}`);
  }
}
console.log(
  `messages per second        ${achieved.toFixed(0)} delivered (paced at ${RATE.toFixed(0)}/s); ${latencies.length} of ${MESSAGES} delivered`,
);
if (lost + notEchoed + failures.length + strays.length + disconnects > 0) {
  console.log(
    `  PROBLEMS: ${lost} not delivered to the recipient, ${notEchoed} not echoed to the sender, ${failures.length} failed requests, ${strays.length} unexpected events, ${disconnects} disconnects`,
  );
  for (const line of [...failures, ...strays].slice(0, 5)) console.log(`  ${line}`);
}

await sleep(1_000);
const rssAfter = rss(serverPid);
// Includes the notifications the messages cause after their grace period, when it ended meanwhile.
console.log(
  `server CPU per message      ${((cpuMs(serverPid) - cpuBefore) / MESSAGES).toFixed(2)} ms (sending and delivering, from /proc)`,
);
console.log(
  `server RSS                 ${rssIdle} idle before the sockets, ${rssConnected} with ${connected} sockets, ${rssAfter} after the messages`,
);

finished = true;
for (const socket of surcosClients.sockets) socket.disconnect();
await stop(surcos.child);
rmSync(dataDir, { recursive: true, force: true });

// The floor: the same clients, messages and rate through a relay doing nothing else.
const echo = await start(
  'echo server',
  ['--import', 'tsx', path.join(import.meta.dirname, 'echo-server.ts')],
  { cwd: serverDir },
  /listening on port (\d+)/,
);
const echoOrigin = `http://127.0.0.1:${echo.match[1]}`;
const relayedAt: number[] = new Array<number>(MESSAGES).fill(Number.NaN);
const relaySentAt: number[] = new Array<number>(MESSAGES).fill(Number.NaN);
const relayFailures: string[] = [];
const echoClients = await connectAll<EchoSocket>(SOCKETS, (index) => {
  const socket: EchoSocket = io(echoOrigin, socketOptions({}, { index }));
  socket.on('relayed', (payload) => {
    const number = Number(/^bench-(\d+)$/.exec(payload.clientId)?.[1] ?? -1);
    if (route(number).recipient === index && Number.isNaN(relayedAt[number])) {
      relayedAt[number] = performance.now();
    }
  });
  return socket;
});
await sleep(1_000);
const rssEcho = rss(echo.child.pid);
const relays: Array<Promise<void>> = [];
await paced(MESSAGES, RATE, (index) => {
  relaySentAt[index] = performance.now();
  relays.push(
    fetch(`${echoOrigin}/relay/${route(index).recipient}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Mensaje de prueba ${index}`, clientId: `bench-${index}` }),
    }).then(
      async (response) => {
        await response.text();
      },
      (error: unknown) => {
        relayFailures.push(failure(index, error));
      },
    ),
  );
});
await Promise.all(relays);
await until(() => relayedAt.every((time) => !Number.isNaN(time)), DELIVERY_TIMEOUT_MS);
const relayLatencies = relayedAt.flatMap((at, index) => (Number.isNaN(at) ? [] : [at - relaySentAt[index]!]));
console.log(
  `baseline: bare HTTP → Socket.IO relay with ${echoClients.handshakes.length} clients, ${relayLatencies.length} of ${MESSAGES} delivered at ${RATE.toFixed(0)}/s   ${summary(relayLatencies)}   (its server RSS ${rssEcho})${relayFailures.length > 0 ? `   ${relayFailures.length} failed, first: ${relayFailures[0]}` : ''}`,
);
for (const socket of echoClients.sockets) socket.disconnect();
await stop(echo.child);

console.log(
  `\ndelivery to the recipient at ${RATE.toFixed(0)}/s with ${SOCKETS} sockets   Surcos ${summary(latencies)}\n${' '.repeat(58)}relay  ${summary(relayLatencies)}`,
);
