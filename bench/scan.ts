/**
 * A typed barcode to its verdict, for releases Surcos has: GET
 * /api/music/barcode/:code over inject(), p50, p99 and max of BENCH_SCAN_RUNS
 * look-ups in a row (default 200), each of another release the member owns,
 * after a few warm-up requests, and the process's CPU time per look-up. The
 * database (SQLite, or PostgreSQL with BENCH_DATABASE_URL) holds
 * BENCH_SCAN_ALBUMS generated albums (default 100,000), each with a barcode,
 * every three pressings of one master, owned by 2,000 users; the member
 * follows 200 of them and owns 200 albums. Without a Discogs token, as the
 * look-up of a release Surcos has never needs one (with a token, a repeated
 * code is answered by the search cache).
 *   npm run bench:scan   (BENCH_SCAN_ALBUMS, BENCH_SCAN_RUNS, BENCH_DATABASE_URL)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { readBarcode } from '@surcos/contracts/barcodes';
import type { BarcodeLookup } from '@surcos/contracts/scan';
import { buildBenchApp } from './bench-app.ts';
import { rebuildMatchTables } from '../server/src/db/match-tables.ts';
import { generateData } from './generate.ts';

const ALBUMS = Number(process.env.BENCH_SCAN_ALBUMS ?? 100_000);
const RUNS = Number(process.env.BENCH_SCAN_RUNS ?? 200);
if (!Number.isInteger(ALBUMS) || ALBUMS < 1000) throw new Error('BENCH_SCAN_ALBUMS must be 1000 or more');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_SCAN_RUNS must be a positive number');
const ORIGIN = 'http://localhost:3000';
const FOLLOWS = 200;
const OWNED = 200;

/** A valid EAN-13 for an album id (eight digits): '2000', the id, and the one check digit that reads. */
function codeOf(albumId: string): string {
  const body = `2000${albumId}`;
  for (let check = 0; check < 10; check++) if (readBarcode(`${body}${check}`).ok) return `${body}${check}`;
  throw new Error(`no check digit for ${body}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const { app, dialect, remove } = await buildBenchApp('scan', { PUBLIC_URL: ORIGIN });

try {
  const filling = performance.now();
  const generated = await generateData(app.db, dialect, { users: 2_000, albums: ALBUMS });
  await sql`update album set master_id = cast(cast(id as integer) / 3 as text)`.execute(app.db);
  // Every album has a barcode; most of them are not valid codes, which the index does not mind.
  await sql`insert into album_barcode (code, album_id) select '2000' || id || '0', id from album`.execute(
    app.db,
  );

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name: 'Bench', email: 'bench-scan@example.com', password: 'bench-password-1' },
  });
  const cookie = [signUp.headers['set-cookie']]
    .flat()
    .map((value) => String(value).split(';')[0])
    .join('; ');
  const userId = signUp.json<{ user: { id: string } }>().user.id;
  await app.db
    .insertInto('follow')
    .values(
      generated.userIds
        .slice(0, FOLLOWS)
        .map((id, index) => ({ follower_id: userId, following_id: id, created_at: index })),
    )
    .execute();
  const owned = generated.albumIds.filter((_, index) => index % 89 === 1).slice(0, OWNED);
  await app.db
    .insertInto('album_owner')
    .values(owned.map((album_id) => ({ user_id: userId, album_id, added_at: 1 })))
    .execute();
  await app.db
    .insertInto('album_copy')
    .values(
      owned.map((album_id) => ({ id: `bench-copy-${album_id}`, user_id: userId, album_id, added_at: 1 })),
    )
    .execute();
  await app.db
    .insertInto('album_barcode')
    .values(owned.map((album_id) => ({ code: codeOf(album_id), album_id })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(app.db);
  // The rows above were written around the server: the match tables are worked out from them, as
  // `npm run matches:rebuild` does, once the planner knows the masters.
  await app.db.transaction().execute((trx) => rebuildMatchTables(trx));
  if (dialect === 'postgres') await sql`vacuum analyze followed_holding, followed_match`.execute(app.db);
  console.log(
    `${ALBUMS.toLocaleString('en')} albums with barcodes on ${dialect}, filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  const ask = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return { ms: performance.now() - started, body: response.json<unknown>() };
  };
  const measure = async (urlOf: (run: number) => string, check: (body: unknown) => void) => {
    for (let warm = 0; warm < 5; warm++) check((await ask(urlOf(warm))).body);
    const times: number[] = [];
    // CPU time too: on a shared machine the wall clock also counts waiting for a core.
    const cpu = process.cpuUsage();
    for (let run = 0; run < RUNS; run++) times.push((await ask(urlOf(run))).ms);
    const { user, system } = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    return `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1)!)}, CPU ${ms((user + system) / 1000 / RUNS)} a request`;
  };

  const owns = (body: unknown) => {
    const verdict = (body as BarcodeLookup).releases[0];
    if (!verdict?.owned) throw new Error('the verdict does not say the release is owned');
  };
  console.log(
    `barcode of an owned release     ${await measure((run) => `/api/music/barcode/${codeOf(owned[run % owned.length]!)}`, owns)}`,
  );
  console.log(
    `barcode Surcos does not know    ${await measure(
      () => '/api/music/barcode/4006381333931',
      (body) => {
        if ((body as BarcodeLookup).releases.length !== 0) throw new Error('an unknown code was found');
      },
    )}`,
  );
  console.log(
    `GET /api/me/barcodes (${owned.length} owned) ${await measure(
      () => '/api/me/barcodes',
      () => undefined,
    )}`,
  );
} finally {
  await app.close();
  await remove();
}
