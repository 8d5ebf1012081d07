/**
 * /stats of one collection of BENCH_STATS_ALBUMS generated albums (default
 * 10,000; one in ten with a second copy), on a fresh SQLite file (or
 * PostgreSQL with BENCH_DATABASE_URL): p50, p99 and max of GET /api/me/stats
 * and of the public GET /api/users/:id/stats, each asked BENCH_STATS_RUNS
 * times in a row (default 100) over inject(), after a few warm-up requests,
 * and the process's CPU time per request.
 *   npm run bench:stats   (BENCH_STATS_ALBUMS, BENCH_STATS_RUNS, BENCH_DATABASE_URL)
 */
import { performance } from 'node:perf_hooks';
import { buildBenchApp } from './bench-app.ts';

const ALBUMS = Number(process.env.BENCH_STATS_ALBUMS ?? 10_000);
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? 100);
if (!Number.isInteger(ALBUMS) || ALBUMS < 1) throw new Error('BENCH_STATS_ALBUMS must be a positive number');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_STATS_RUNS must be a positive number');
const ORIGIN = 'http://localhost:3000';
const BATCH = 500;

const GENRES = [
  'Rock',
  'Jazz',
  'Electronic',
  'Pop',
  'Folk, World, & Country',
  'Funk / Soul',
  'Classical',
  'Hip Hop',
];
const STYLES = [
  'Hard Bop',
  'Krautrock',
  'Synth-pop',
  'Flamenco',
  'Ambient',
  'Punk',
  'Soul',
  'Techno',
  'Folk Rock',
];
const FORMATS = [
  'Vinyl, LP, Album',
  '2×Vinyl, LP, Compilation',
  'CD, Album',
  'Cassette, Album',
  'Vinyl, 7", Single',
];
const COUNTRIES = ['US', 'UK', 'Spain', 'Germany', 'Japan', 'France', 'Italy', 'Desconocido'];

const { app, remove } = await buildBenchApp('stats', { PUBLIC_URL: ORIGIN });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(url: string, cookie: string): Promise<string> {
  const ask = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return performance.now() - started;
  };
  for (let warm = 0; warm < 5; warm++) await ask();
  const times: number[] = [];
  // CPU time too: on a shared machine the wall clock also counts waiting for a core.
  const cpu = process.cpuUsage();
  for (let run = 0; run < RUNS; run++) times.push(await ask());
  const { user, system } = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1)!)}, CPU ${ms((user + system) / 1000 / RUNS)} a request`;
}

try {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name: 'Bench', email: 'bench-stats@example.com', password: 'bench-password-1' },
  });
  const cookie = [signUp.headers['set-cookie']]
    .flat()
    .map((value) => String(value).split(';')[0])
    .join('; ');
  const userId = signUp.json<{ user: { id: string } }>().user.id;

  const filling = performance.now();
  const start = Date.UTC(2015, 0, 1);
  for (let from = 0; from < ALBUMS; from += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, ALBUMS - from) }, (_, offset) => from + offset);
    await app.db
      .insertInto('album')
      .values(
        indexes.map((index) => ({
          id: `bench-${index}`,
          name: `Disco ${index}`,
          artist: `Artista ${index % 997}`,
          year: index % 13 === 0 ? null : 1950 + (index % 75),
          genre: [GENRES[index % GENRES.length], GENRES[(index * 7) % GENRES.length]].join(', '),
          label: `Sello ${index % 311}, Distribuidora ${index % 17}`,
          country: COUNTRIES[index % COUNTRIES.length]!,
          released: 'Desconocido',
          notes: 'Sin notas',
          formats: JSON.stringify([FORMATS[index % FORMATS.length]]),
          lowest_price: index % 4 === 0 ? 0 : (index % 50) + 0.99,
          tracklist: '[]',
          styles: JSON.stringify([STYLES[index % STYLES.length], STYLES[(index * 5) % STYLES.length]]),
          rating: 0,
          rating_count: 0,
          credits: 'No disponible',
          discogs_url: null,
          videos: '[]',
          image: null,
          all_images: '[]',
          search_text: `artista ${index % 997} disco ${index}`,
          artist_sort: `artista ${index % 997}`,
          name_sort: `disco ${index}`,
          genre_sort: 'rock',
          owner_count: 1,
          last_added_at: start + index * 3_600_000 * 9,
          fetched_at: 0,
        })),
      )
      .execute();
    await app.db
      .insertInto('album_owner')
      .values(
        indexes.map((index) => ({
          album_id: `bench-${index}`,
          user_id: userId,
          added_at: start + index * 3_600_000 * 9,
        })),
      )
      .execute();
    await app.db
      .insertInto('album_copy')
      .values(
        indexes.flatMap((index) =>
          Array.from({ length: index % 10 === 9 ? 2 : 1 }, (_, copy) => ({
            id: `bench-copy-${index}-${copy}`,
            user_id: userId,
            album_id: `bench-${index}`,
            added_at: start + index * 3_600_000 * 9 + copy,
          })),
        ),
      )
      .execute();
  }
  console.log(
    `${ALBUMS.toLocaleString('en')} albums filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  console.log(`GET /api/me/stats          ${await measure('/api/me/stats', cookie)}`);
  console.log(`GET /api/users/:id/stats   ${await measure(`/api/users/${userId}/stats`, cookie)}`);
  console.log(`GET /healthz               ${await measure('/healthz', cookie)}`);
} finally {
  await app.close();
  await remove();
}
