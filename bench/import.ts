/**
 * First the preview of a BENCH_PLAN_ROWS-row file (default 50,000), planned
 * in the background: how soon the upload answers, the growth of the
 * process's peak RSS while it plans (target ≤ 150 MB), and the latency of
 * other requests meanwhile (/healthz every 10 ms: p50, p99 — target ≤ 50 ms —
 * and max). Then a Discogs collection import of BENCH_ROWS generated rows
 * (default 10,000), with detail fetching off: the time until the first
 * copies show in My albums, rows per second over the whole job, and the peak
 * RSS of the process. The server runs in this process (built with buildApp,
 * on a fresh SQLite file, or PostgreSQL with BENCH_DATABASE_URL) and the
 * bench only asks it over inject(), so the RSS is the server's plus a small
 * client, and a request waits for whatever holds the event loop.
 *   npm run bench:import   (BENCH_PLAN_ROWS, BENCH_ROWS, BENCH_DATABASE_URL)
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CurrentImport } from '@surcos/contracts/imports';
import { buildBenchApp } from './bench-app.ts';
import { generatedCollectionCsv } from './collection-csv.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('BENCH_ROWS must be a positive number');
const PLAN_ROWS = Number(process.env.BENCH_PLAN_ROWS ?? 50_000);
if (!Number.isInteger(PLAN_ROWS) || PLAN_ROWS < 1)
  throw new Error('BENCH_PLAN_ROWS must be a positive number');
const ORIGIN = 'http://localhost:3000';

const { app, remove } = await buildBenchApp('import', {
  PUBLIC_URL: ORIGIN,
  IMPORT_FETCH_DETAILS: 'false',
});

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

try {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name: 'Bench', email: 'bench@example.com', password: 'bench-password-1' },
  });
  const cookie = signUp.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
  const current = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/imports/current', headers: { cookie } })
    ).json<CurrentImport>().job;

  // The preview of a large file, planned while other requests come in.
  {
    const file = Buffer.from(generatedCollectionCsv(PLAN_ROWS, 5_000_000));
    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/imports/preview?name=plan.csv',
      payload: file,
      headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
    });
    if (response.statusCode !== 201)
      throw new Error(`preview refused: ${response.statusCode} ${response.body}`);
    const answered = performance.now() - started;
    const waits: number[] = [];
    let lastCheck = 0;
    let job: CurrentImport['job'] = null;
    for (;;) {
      const asked = performance.now();
      await app.inject({ method: 'GET', url: '/healthz' });
      waits.push(performance.now() - asked);
      if (asked - lastCheck > 250) {
        lastCheck = asked;
        job = await current();
        if (job && job.state !== 'planning') break;
      }
      await sleep(10);
    }
    const planned = (performance.now() - started) / 1000;
    waits.sort((a, b) => a - b);
    const at = (share: number) => waits[Math.min(waits.length - 1, Math.floor(share * waits.length))]!;
    console.log(
      `Preview of ${PLAN_ROWS} generated rows (${(file.byteLength / 1024 / 1024).toFixed(1)} MB), ${app.dialect}`,
    );
    console.log(`  upload answered in                     ${answered.toFixed(0)} ms`);
    console.log(
      `  planned in                             ${planned.toFixed(1)} s (${job?.state}, ${job?.totalRows} rows)`,
    );
    console.log(
      `  other requests while planning          p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${waits[waits.length - 1]!.toFixed(1)} ms (${waits.length} requests)`,
    );
    console.log(
      `  peak RSS growth while planning         ${((peakRss - rssBefore) / 1024 / 1024).toFixed(0)} MB (${(rssBefore / 1024 / 1024).toFixed(0)} MB before the upload)`,
    );
  }

  const file = Buffer.from(generatedCollectionCsv(ROWS));
  const rssBefore = process.memoryUsage().rss;

  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/imports?name=bench.csv',
    payload: file,
    headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
  });
  if (response.statusCode !== 201) throw new Error(`import refused: ${response.statusCode} ${response.body}`);
  const accepted = performance.now();

  let firstVisible: number | null = null;
  let job: CurrentImport['job'] = null;
  for (;;) {
    if (firstVisible === null) {
      const albums = await app.inject({ method: 'GET', url: '/api/me/albums', headers: { cookie } });
      if (albums.json<{ items: unknown[] }>().items.length > 0) firstVisible = performance.now();
    }
    job = (
      await app.inject({ method: 'GET', url: '/api/imports/current', headers: { cookie } })
    ).json<CurrentImport>().job;
    if (job && !['planning', 'queued', 'running'].includes(job.state)) break;
    await sleep(firstVisible === null ? 10 : 100);
  }
  const done = performance.now();
  const seconds = (done - started) / 1000;

  console.log(
    `Import of ${ROWS} generated rows (${(file.byteLength / 1024 / 1024).toFixed(1)} MB), details off, ${app.dialect}`,
  );
  console.log(`  upload + preview-free plan answered in  ${(accepted - started).toFixed(0)} ms`);
  console.log(
    `  first copies visible in My albums after ${((firstVisible ?? done) - started).toFixed(0)} ms`,
  );
  console.log(`  whole job                              ${seconds.toFixed(1)} s (${job?.state})`);
  console.log(`  rows per second                        ${(ROWS / seconds).toFixed(0)}`);
  console.log(`  copies added                           ${job?.copiesAdded}`);
  console.log(
    `  peak RSS                               ${(peakRss / 1024 / 1024).toFixed(0)} MB (${(rssBefore / 1024 / 1024).toFixed(0)} MB before the upload)`,
  );
} finally {
  clearInterval(sampler);
  await app.close();
  await remove();
}
