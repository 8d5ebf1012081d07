import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, type TestContext, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';

/*
 * What a client does wrong at the connection: it hangs up halfway through a
 * request, sends headers too large or malformed, or too slowly. None of it is
 * the server's or the database's fault, and every answer it still can read is
 * the one error body, in Spanish.
 */

interface LogLine {
  level: number;
  msg: string;
}

let ctx: TestContext;
let user: TestUser;
let port: number;
const lines: LogLine[] = [];
/** Resolved when an upload's body starts being read: the moment its client may hang up. */
let uploadReading: () => void = () => undefined;

beforeAll(async () => {
  ctx = await createTestContext(
    { LOG_LEVEL: 'info' },
    {
      requestTimeoutMs: 500,
      logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    },
  );
  user = await createUser(ctx.app);
  ctx.app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.url === '/api/imports/preview') uploadReading();
    done(null, payload);
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

afterAll(() => ctx.close());

/** Writes raw bytes on a new connection; resolves with everything the server sent once it hangs up. */
function exchange(request: string, { trickle = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    }, 5_000);
    socket.on('connect', () => {
      socket.write(request);
      if (trickle) timer = setInterval(() => socket.write(' '), 100);
    });
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve(received);
    });
  });
}

/** The status and JSON body of a raw HTTP answer. */
function parsed(answer: string): { status: number; contentType: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const contentType = /^content-type: *(.*)$/im.exec(head)?.[1]?.trim() ?? '';
  return { status, contentType, body: JSON.parse(body) as unknown };
}

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a client that hangs up in the middle of an upload', () => {
  it('is logged as the client’s doing, never as the database unavailable', async () => {
    const before = lines.length;
    const reading = new Promise<void>((resolve) => (uploadReading = resolve));
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/imports/preview HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${user.cookie}\r\n` +
        'Content-Type: text/csv\r\nContent-Length: 100000\r\n\r\nrelease_id,Artist,Title\r\n1,A,B\r\n',
    );
    await reading;
    socket.destroy();
    await until(
      () => lines.slice(before).some((line) => line.msg === 'request aborted by the client'),
      'the abort logged',
    );
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.msg === 'database unavailable')).toEqual([]);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('a request Node refuses before Fastify sees it', () => {
  const bodyOf = (code: string, message: string) => ({ error: { code, message } });

  it('too slow to arrive: 408 with the Spanish body', async () => {
    const answer = await exchange(
      'POST /api/collections HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      { trickle: true },
    );
    expect(parsed(answer)).toEqual({
      status: 408,
      contentType: 'application/json; charset=utf-8',
      body: bodyOf(
        'REQUEST_TIMEOUT',
        'La petición tardó demasiado en llegar. Comprueba tu conexión e inténtalo de nuevo.',
      ),
    });
  });

  it('with headers too large: 431 with the Spanish body', async () => {
    const answer = await exchange(
      `GET /api/session HTTP/1.1\r\nHost: localhost\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(parsed(answer)).toEqual({
      status: 431,
      contentType: 'application/json; charset=utf-8',
      body: bodyOf(
        'HEADERS_TOO_LARGE',
        'Las cabeceras de la petición son demasiado grandes. Borra las cookies de este sitio e inténtalo de nuevo.',
      ),
    });
  });

  it('with a malformed header: 400 with the Spanish body', async () => {
    for (const header of ['Bad Header: x', 'X-Nada\u0001: x', 'Content-Length: uno']) {
      const answer = await exchange(`GET /api/session HTTP/1.1\r\nHost: localhost\r\n${header}\r\n\r\n`);
      expect(parsed(answer), header).toEqual({
        status: 400,
        contentType: 'application/json; charset=utf-8',
        body: bodyOf('VALIDATION_FAILED', 'La petición no es HTTP válido: revisa sus cabeceras.'),
      });
    }
  });
});
