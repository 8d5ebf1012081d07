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
