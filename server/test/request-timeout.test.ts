import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({}, { requestTimeoutMs: 500 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

afterAll(() => ctx.close());

/** Sends headers promising a body, then trickles it a byte at a time; resolves when the server hangs up. */
function trickle(): Promise<{ closedAfterMs: number; received: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the trickling connection open'));
    }, 5_000);
    socket.on('connect', () => {
      socket.write(
        'POST /api/collections HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), 100);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

describe('request timeout', () => {
  it('closes connections that trickle a body, with 408', async () => {
    const results = await Promise.all([trickle(), trickle(), trickle()]);
    for (const { closedAfterMs, received } of results) {
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeLessThan(2_000);
    }
  });

  it('defaults to 30 s and reads REQUEST_TIMEOUT_MS', () => {
    expect(loadConfig({ DATA_DIR: ctx.config.dataDir }, { webDir: null }).requestTimeoutMs).toBe(30_000);
    expect(
      loadConfig({ DATA_DIR: ctx.config.dataDir, REQUEST_TIMEOUT_MS: '12000' }, { webDir: null })
        .requestTimeoutMs,
    ).toBe(12_000);
  });
});
