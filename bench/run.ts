/**
 * Throughput and latency of the API's hot read paths on the embedded SQLite
 * database, filled with BENCH_ALBUMS albums (default 100,000) owned by
 * BENCH_USERS users (default 10,000). Each line is measured in the same run
 * as a minimal route of the same server, so ratios are comparable across
 * machines. Compare absolute figures only on the same machine.
 *   npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ALBUMS, BENCH_USERS)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { generateData } from './generate.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ALBUMS = Number(process.env.BENCH_ALBUMS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-bench-'));
const app = await buildApp(
  loadConfig(
    { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: '' },
    { webDir: null },
  ),
);
const generating = Date.now();
const generated = await generateData(app.db, { users: USERS, albums: ALBUMS });
console.log(
  `generated ${USERS} users and ${ALBUMS} albums in ${((Date.now() - generating) / 1000).toFixed(1)} s`,
);
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
  body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'bench-password' }),
});
const benchUser = ((await signUp.clone().json()) as { user: { id: string } }).user.id;
const FOLLOWS = Math.min(Number(process.env.BENCH_FOLLOWS ?? 2_000), generated.userIds.length);
await app.db
  .insertInto('follow')
  .values(
    generated.userIds
      .slice(0, FOLLOWS)
      .map((id, index) => ({ follower_id: benchUser, following_id: id, created_at: index })),
  )
  .execute();
const cookie = signUp.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

const routes: Array<{ name: string; path: string; signedIn: boolean }> = [
  { name: 'GET /healthz', path: '/healthz', signedIn: false },
  { name: 'GET /api/session (visitor)', path: '/api/session', signedIn: false },
  { name: 'GET /api/session (signed in)', path: '/api/session', signedIn: true },
  { name: 'GET /api/me/counts', path: '/api/me/counts', signedIn: true },
  { name: 'Explorar, first page', path: '/api/albums', signedIn: true },
  { name: 'Explorar, by artist', path: '/api/albums?sort=artistAsc', signedIn: true },
  { name: 'Explorar, by year', path: '/api/albums?sort=yearDesc', signedIn: true },
  { name: 'Explorar, search "luna"', path: '/api/albums?q=luna', signedIn: true },
  { name: 'Explorar, users first page', path: '/api/users', signedIn: true },
  { name: 'Feed, first page (follows)', path: '/api/feed', signedIn: true },
];

console.log(
  `Surcos bench: ${CONNECTIONS} connections, ${SECONDS} s per route, SQLite, node ${process.version}`,
);
for (const route of routes) {
  const result = await autocannon({
    url: `${origin}${route.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: route.signedIn ? { cookie } : {},
  });
  const failed = result.non2xx + result.errors;
  console.log(
    `${route.name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${failed ? `   FAILED ${failed}` : ''}`,
  );
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });
