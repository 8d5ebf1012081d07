/**
 * Throughput and latency of the API's hot read paths on the embedded SQLite
 * database (PostgreSQL with BENCH_DATABASE_URL), filled with BENCH_ALBUMS
 * albums (default 100,000) owned by BENCH_USERS users (default 10,000). The
 * load comes from a child process (bench/load.ts), so the server has its
 * process to itself, and every line gives its throughput as a share of
 * `GET /healthz` of the same server in the same run (and signed-in routes
 * also as a share of the signed-in `GET /api/session`, the session lookup
 * they all start with): ratios are comparable across machines, absolute
 * figures only on the same machine. Each route is measured twice: saturated
 * (its throughput, and latency that is mostly the queue of the saturating
 * connections), then at half that throughput (at most PACED_RATE_MAX), sent
 * at even intervals: what a request waits while the server is that busy
 * (bench/load.ts). Last, inbox processing: BENCH_INBOX signed deliveries from
 * a second instance, in activities a second (bench/inbox.ts; BENCH_INBOX=0
 * leaves it out).
 *   npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ALBUMS, BENCH_USERS,
 *                    BENCH_FOLLOWS, BENCH_DATABASE_URL, BENCH_ROUTES, BENCH_INBOX)
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { rebuildMatchTables } from '../server/src/db/match-tables.ts';
import { TableWrites } from '../server/src/db/table-writes.ts';
import { createMatchesRepository } from '../server/src/modules/matches/matches.repository.ts';
import { createMatchesService } from '../server/src/modules/matches/matches.service.ts';
import { buildBenchApp } from './bench-app.ts';
import { generateData } from './generate.ts';
import { benchInbox } from './inbox.ts';
import type { LoadFigures, LoadOptions } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/**
 * The paced load's highest rate: past it the load generator's own HTTP
 * client takes enough of the two cores it shares with the server to time
 * itself rather than the server.
 */
const PACED_RATE_MAX = 1_000;
const ALBUMS = Number(process.env.BENCH_ALBUMS ?? 100_000);
const INBOX_ACTIVITIES = Number(process.env.BENCH_INBOX ?? 1_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);

const { app, dialect, remove } = await buildBenchApp('api', { LOG_LEVEL: 'silent' });
const generating = Date.now();
const generated = await generateData(app.db, dialect, { users: USERS, albums: ALBUMS });
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
// Matches: every three albums are pressings of one master; the bench user wishes for 200 albums and owns
// 200 (some owned by the followed users, some not), and each followed user wishes for five.
const MATCH_ALBUMS = 200;
await sql`update album set master_id = cast(cast(id as integer) / 3 as text)`.execute(app.db);
const wished = generated.albumIds.filter((_, index) => index % 97 === 0).slice(0, MATCH_ALBUMS);
const owned = generated.albumIds.filter((_, index) => index % 89 === 1).slice(0, MATCH_ALBUMS);
await app.db
  .insertInto('wishlist_entry')
  .values(wished.map((album_id) => ({ user_id: benchUser, album_id, added_at: 1 })))
  .execute();
await app.db
  .insertInto('album_owner')
  .values(owned.map((album_id) => ({ user_id: benchUser, album_id, added_at: 1 })))
  .execute();
const followedWishes = generated.userIds.slice(0, FOLLOWS).flatMap((user_id, index) =>
  Array.from({ length: 5 }, (_, n) => ({
    user_id,
    album_id: generated.albumIds[(index * 53 + n * 7919) % generated.albumIds.length]!,
    added_at: 1,
  })),
);
for (let start = 0; start < followedWishes.length; start += 500) {
  await app.db
    .insertInto('wishlist_entry')
    .values(followedWishes.slice(start, start + 500))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
// What autovacuum does on a live instance within a minute: the planner needs the follows' statistics too.
if (dialect === 'postgres') await sql`vacuum analyze`.execute(app.db);
// The rows above were written around the server: the match tables are worked out from them, as
// `npm run matches:rebuild` does, once the planner knows the masters.
const rebuilding = Date.now();
const rebuilt = await app.db.transaction().execute((trx) => rebuildMatchTables(trx));
console.log(
  `match tables: ${rebuilt.holdings} holdings, ${rebuilt.matches} matches, rebuilt in ${((Date.now() - rebuilding) / 1000).toFixed(1)} s`,
);
if (dialect === 'postgres') await sql`vacuum analyze followed_holding, followed_match`.execute(app.db);
// The million generated ids go before anything is measured: kept, they would make each of the server's
// full garbage collections (it shares this process) longer than a live server's.
generated.albumIds.length = 0;
generated.userIds.length = 0;
// The fill's writes reach the database's files before anything is measured, as they would have long before
// on a live instance; otherwise the checkpoint of a million albums' writes runs beside the first routes.
await (dialect === 'postgres' ? sql`checkpoint` : sql`pragma wal_checkpoint(TRUNCATE)`).execute(app.db);
const cookie = signUp.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

/** The cursor that opens page `page` of a list, found by walking it as a client does. */
async function cursorOfPage(listPath: string, page: number): Promise<string> {
  let cursor: string | null = null;
  for (let at = 1; at < page; at += 1) {
    const joiner = listPath.includes('?') ? '&' : '?';
    const url: string = `${origin}${listPath}${cursor === null ? '' : `${joiner}cursor=${cursor}`}`;
    const body = (await (await fetch(url, { headers: { cookie } })).json()) as { nextCursor: string | null };
    if (body.nextCursor === null) throw new Error(`${listPath} has fewer than ${page} pages`);
    cursor = body.nextCursor;
  }
  return cursor ?? '';
}
const DEEP_PAGE = 50;
const deep = async (listPath: string) =>
  `${listPath}${listPath.includes('?') ? '&' : '?'}cursor=${await cursorOfPage(listPath, DEEP_PAGE)}`;

const allRoutes: Array<{ name: string; path: string; signedIn: boolean }> = [
  { name: 'GET /healthz', path: '/healthz', signedIn: false },
  { name: 'GET /api/session (visitor)', path: '/api/session', signedIn: false },
  { name: 'GET /api/session (signed in)', path: '/api/session', signedIn: true },
  { name: 'GET /api/me/counts', path: '/api/me/counts', signedIn: true },
  { name: 'Explorar, first page', path: '/api/albums', signedIn: true },
  // Keyset paging: the 50th page seeks from its cursor, at the cost of the first.
  { name: `Explorar, page ${DEEP_PAGE} (cursor)`, path: await deep('/api/albums'), signedIn: true },
  { name: 'Explorar, by artist', path: '/api/albums?sort=artistAsc', signedIn: true },
  {
    name: `Explorar, by artist, page ${DEEP_PAGE}`,
    path: await deep('/api/albums?sort=artistAsc'),
    signedIn: true,
  },
  { name: 'Explorar, by year', path: '/api/albums?sort=yearDesc', signedIn: true },
  {
    name: `Explorar, by year, page ${DEEP_PAGE}`,
    path: await deep('/api/albums?sort=yearDesc'),
    signedIn: true,
  },
  ...(
    [
      ['by artist, Z–A', 'artistDesc'],
      ['by title', 'nameAsc'],
      ['by title, Z–A', 'nameDesc'],
      ['oldest year first', 'yearAsc'],
      ['by genre', 'genreAsc'],
    ] as const
  ).map(([label, sort]) => ({
    name: `Explorar, ${label}`,
    path: `/api/albums?sort=${sort}`,
    signedIn: true,
  })),
  { name: 'Explorar, search "luna"', path: '/api/albums?q=luna', signedIn: true },
  // A word no album has: without a text index it reads every album Explorar lists.
  { name: 'Explorar, search "zzzz"', path: '/api/albums?q=zzzz', signedIn: true },
  { name: 'Explorar, users first page', path: '/api/users', signedIn: true },
  { name: `Explorar, users page ${DEEP_PAGE}`, path: await deep('/api/users'), signedIn: true },
  { name: 'Feed, first page (follows)', path: '/api/feed', signedIn: true },
  { name: `Feed, page ${DEEP_PAGE} (follows)`, path: await deep('/api/feed'), signedIn: true },
  { name: 'Coincidencias, first page (follows)', path: '/api/me/matches', signedIn: true },
  {
    name: 'Matches of 24 albums (follows)',
    path: `/api/me/matches/albums?ids=${owned.slice(0, 24).join(',')}`,
    signedIn: true,
  },
];

// BENCH_ROUTES: words of the routes' names to measure (comma-separated); /healthz and the signed-in session,
// which the shares are of, always run.
const only = process.env.BENCH_ROUTES?.split(',').map((word) => word.trim().toLowerCase());
const routes = allRoutes.filter(
  (route, index) =>
    index === 0 ||
    route.name === 'GET /api/session (signed in)' ||
    !only ||
    only.some((word) => route.name.toLowerCase().includes(word)),
);

const loadScript = path.join(import.meta.dirname, 'load.ts');
async function load(options: LoadOptions): Promise<LoadFigures> {
  // The same loader this process runs under (tsx), in a process of its own.
  const { stdout } = await promisify(execFile)(process.execPath, [
    ...process.execArgv,
    loadScript,
    JSON.stringify(options),
  ]);
  return JSON.parse(stdout) as LoadFigures;
}

/**
 * The matches' routes answer from what they keep until a write of what they
 * show (docs/decisions/068-kept-first-pages.md), and nothing is written while
 * they are measured: the first request after a change reads afresh, at the
 * cost printed here (the service's read and the answer's JSON, in this process,
 * one after another; the HTTP request around it costs what `/healthz` does).
 */
async function matchesReadAfresh(): Promise<void> {
  if (!routes.some((route) => route.path.startsWith('/api/me/matches'))) return;
  const service = createMatchesService({
    matches: createMatchesRepository(app.db, dialect),
    matchWrites: new TableWrites([]),
    keptMaxAgeMs: 0,
  });
  const reads = [
    ['Coincidencias, first page, read afresh', () => service.list(benchUser, undefined)],
    ['Matches of 24 albums, read afresh', () => service.ofAlbums(benchUser, owned.slice(0, 24))],
  ] as const;
  for (const [name, read] of reads) {
    const started = performance.now();
    let count = 0;
    while (performance.now() - started < SECONDS * 1000) {
      JSON.stringify(await read());
      count += 1;
    }
    const microseconds = ((performance.now() - started) * 1000) / count;
    console.log(`${name.padEnd(36)} ${microseconds.toFixed(0).padStart(7)} µs a read, one at a time`);
  }
}

console.log(
  `Surcos bench: ${CONNECTIONS} connections, ${SECONDS} s per route, ${dialect}, ${ALBUMS.toLocaleString('en')} albums, node ${process.version}`,
);
console.log(`${''.padEnd(36)} ${''.padStart(13)} of /healthz, of the signed-in /api/session`);
let trivial: number | undefined;
let session: number | undefined;
try {
  for (const route of routes) {
    const request: LoadOptions = {
      url: `${origin}${route.path}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: route.signedIn ? { cookie } : {},
    };
    const figures = await load(request);
    // What a user waits while the server is about half as busy as it can be: the saturated p99 is the queue.
    const paced = await load({
      ...request,
      rate: Math.max(1, Math.min(PACED_RATE_MAX, Math.round(figures.requestsPerSecond / 2))),
    });
    trivial ??= figures.requestsPerSecond;
    const share = ((100 * figures.requestsPerSecond) / trivial).toFixed(1);
    // Every signed-in route first looks the session up: its share of that route's throughput says what the
    // route itself costs beyond it.
    if (route.path === '/api/session' && route.signedIn) session = figures.requestsPerSecond;
    const ofSession =
      route.signedIn && session ? `${((100 * figures.requestsPerSecond) / session).toFixed(1)} %` : '';
    console.log(
      `${route.name.padEnd(36)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s ${share.padStart(6)} % ${ofSession.padStart(8)}   p50 ${figures.p50} ms   p99 ${figures.p99} ms   at ${paced.requestsPerSecond.toFixed(0)}/s: p50 ${paced.p50} ms   p99 ${paced.p99} ms${figures.failed + paced.failed ? `   FAILED ${figures.failed + paced.failed}` : ''}`,
    );
  }
  await matchesReadAfresh();
} finally {
  await app.close();
  await remove();
}

if (INBOX_ACTIVITIES > 0) {
  const inbox = await benchInbox(INBOX_ACTIVITIES, CONNECTIONS);
  console.log(
    `${'Inbox: signed Create(Note) from B'.padEnd(36)} ${inbox.perSecond.toFixed(0).padStart(7)} activities/s   ${inbox.activities} over ${inbox.connections} connections: all answered 202 in ${inbox.acceptedSeconds.toFixed(2)} s, all processed through the queue and kept in ${inbox.processedSeconds.toFixed(2)} s${inbox.refused ? `   REFUSED ${inbox.refused}` : ''}`,
  );
}
