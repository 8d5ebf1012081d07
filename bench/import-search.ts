/**
 * Interactive searches while an import fetches release details from a fake
 * Discogs that allows 60 requests a minute (429 with Retry-After beyond):
 * the wait of each search, p50 / p99 / max (target: p99 under 2 s), and how
 * many details the background lane fetched meanwhile. The server runs in
 * this process (buildApp, fresh SQLite file), the fake on loopback.
 *   npm run bench:import   (BENCH_SEARCHES, BENCH_SEARCH_EVERY_MS, BENCH_IMPORT_ROWS)
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CurrentImport } from '@surcos/contracts/imports';
import { buildBenchApp } from './bench-app.ts';
import { startFakeDiscogs } from '../server/test/helpers/fake-discogs.ts';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 30);
const EVERY_MS = Number(process.env.BENCH_SEARCH_EVERY_MS ?? 4_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 500);
const ORIGIN = 'http://localhost:3000';
/** Searchers, so that no one person's share of the budget (20 a minute) is what limits them. */
const SEARCHERS = 4;

const fake = await startFakeDiscogs({ limitPerMinute: 60 });
const { app, remove } = await buildBenchApp('search', {
  LOG_LEVEL: 'error',
  PUBLIC_URL: ORIGIN,
  DISCOGS_TOKEN: 'bench-token',
  DISCOGS_BASE_URL: fake.url,
  IMPORT_FETCH_DETAILS: 'true',
});

async function signUp(index: number): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name: `Bench ${index}`, email: `bench${index}@example.com`, password: 'bench-password-1' },
  });
  return response.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const importer = await signUp(0);
  const searchers = await Promise.all(Array.from({ length: SEARCHERS }, (_, index) => signUp(index + 1)));
  const header =
    'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes';
  const rows = Array.from(
    { length: IMPORT_ROWS },
    (_, index) =>
      `C-${index},Artista ${index},Disco ${index},Sello,LP,,1999,${3_000_000 + index},Estante,,,,`,
  );
  const started = await app.inject({
    method: 'POST',
    url: '/api/imports?name=bench.csv',
    payload: [header, ...rows].join('\n'),
    headers: { cookie: importer, origin: ORIGIN, 'content-type': 'text/csv' },
  });
  if (started.statusCode !== 201) throw new Error(`import refused: ${started.statusCode} ${started.body}`);
  // Let the detail lane fill the budget before people search.
  const detailsBefore = () => fake.requests.filter((request) => request.path.startsWith('/releases/')).length;
  while (detailsBefore() < 30) await sleep(100);

  const waits: number[] = [];
  const failures: string[] = [];
  const benchStart = performance.now();
  await Promise.all(
    Array.from({ length: SEARCHES }, async (_, index) => {
      await sleep(index * EVERY_MS);
      const begin = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/music/search?q=${encodeURIComponent(`busqueda ${index}`)}`,
        headers: { cookie: searchers[index % SEARCHERS]! },
      });
      const wait = performance.now() - begin;
      if (response.statusCode === 200) waits.push(wait);
      else
        failures.push(
          `${response.statusCode} ${response.json<{ error: { code: string } }>().error.code} after ${wait.toFixed(0)} ms`,
        );
    }),
  );
  const seconds = (performance.now() - benchStart) / 1000;
  const job = (
    await app.inject({ method: 'GET', url: '/api/imports/current', headers: { cookie: importer } })
  ).json<CurrentImport>().job;
  const sorted = [...waits].sort((a, b) => a - b);
  const details = fake.requests.filter((request) => request.path.startsWith('/releases/')).length;

  console.log(
    `Interactive searches during an import's detail fetching, fake Discogs limited to 60 requests a minute`,
  );
  console.log(
    `  searches                ${waits.length} answered, ${failures.length} refused, over ${seconds.toFixed(0)} s (one every ${EVERY_MS} ms)`,
  );
  if (sorted.length > 0) {
    console.log(`  wait p50                ${percentile(sorted, 50).toFixed(0)} ms`);
    console.log(`  wait p99                ${percentile(sorted, 99).toFixed(0)} ms (target: under 2000 ms)`);
    console.log(`  wait max                ${sorted.at(-1)!.toFixed(0)} ms`);
  }
  console.log(`  details fetched         ${details} (${job?.detailsPending ?? '?'} still pending)`);
  console.log(`  answered 429 by Discogs ${fake.limited}`);
  if (failures.length > 0) console.log(`  refused                 ${failures.join(', ')}`);
} finally {
  // The detail lane may be waiting for a slot that is a minute away; the figures are printed, so stop anyway.
  await Promise.race([app.close().catch(() => undefined), sleep(5_000)]);
  await fake.close();
  await remove();
}
