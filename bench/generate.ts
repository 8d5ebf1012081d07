/**
 * Fills a Surcos database with synthetic users, albums and ownerships, as
 * fast as plain inserts allow, for the benchmarks. Deterministic for a seed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { foldForSearch } from '../server/src/music/normalize.ts';

const ARTIST_WORDS = [
  'Los',
  'Surcos',
  'Vinilo',
  'Eléctrico',
  'Luna',
  'Niños',
  'Ácido',
  'Mar',
  'Sol',
  'Cobre',
  'Jazz',
  'Trío',
];
const TITLE_WORDS = [
  'Noche',
  'Ruido',
  'Canción',
  'Días',
  'Flores',
  'Verano',
  'Camino',
  'Fuego',
  'Azul',
  'Danza',
  'Río',
];
const GENRES = [
  'Rock',
  'Pop',
  'Electronic',
  'Jazz',
  'Latin',
  'Hip Hop',
  'Funk / Soul',
  'Folk, World, & Country',
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface GeneratedData {
  userIds: string[];
  albumIds: string[];
}

export async function generateData(
  db: Kysely<Database>,
  options: { users: number; albums: number; seed?: number },
): Promise<GeneratedData> {
  const next = random(options.seed ?? 42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const now = Date.now();
  const userIds: string[] = [];
  const albumIds: string[] = [];
  const chunk = 500;

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.users; start += chunk) {
      const rows = [];
      for (let index = start; index < Math.min(options.users, start + chunk); index += 1) {
        const id = `bench-user-${index}`;
        const name = `${pick(ARTIST_WORDS)} ${pick(TITLE_WORDS)} ${index}`;
        userIds.push(id);
        rows.push({
          id,
          name,
          email: `${id}@bench.example`,
          emailVerified: 0,
          image: null,
          createdAt: new Date(now).toISOString(),
          updatedAt: new Date(now).toISOString(),
          searchName: foldForSearch(name),
        });
      }
      await trx.insertInto('user').values(rows).execute();
    }

    for (let start = 0; start < options.albums; start += chunk) {
      const albums = [];
      const owners = [];
      for (let index = start; index < Math.min(options.albums, start + chunk); index += 1) {
        const id = String(10_000_000 + index);
        const artist = `${pick(ARTIST_WORDS)} ${pick(ARTIST_WORDS)}`;
        const name = `${pick(TITLE_WORDS)} ${pick(TITLE_WORDS)} ${index}`;
        const genre = pick(GENRES);
        const ownerCount = 1 + Math.floor(next() * 3);
        const ownerIds = new Set(Array.from({ length: ownerCount }, () => pick(userIds)));
        let lastAddedAt = 0;
        for (const userId of ownerIds) {
          const addedAt = now - Math.floor(next() * 365 * 24 * 3600 * 1000);
          lastAddedAt = Math.max(lastAddedAt, addedAt);
          owners.push({ album_id: id, user_id: userId, added_at: addedAt });
        }
        albumIds.push(id);
        albums.push({
          id,
          name,
          artist,
          year: next() < 0.05 ? null : 1950 + Math.floor(next() * 75),
          genre,
          label: 'Sello de prueba',
          country: 'Spain',
          released: 'Desconocido',
          notes: 'Sin notas',
          formats: '["Vinyl"]',
          lowest_price: 0,
          tracklist: '[]',
          styles: '[]',
          rating: 0,
          rating_count: 0,
          credits: 'No disponible',
          discogs_url: null,
          videos: '[]',
          image: null,
          all_images: '[]',
          search_text: foldForSearch(`${artist} ${name}`),
          artist_sort: foldForSearch(artist),
          name_sort: foldForSearch(name),
          genre_sort: foldForSearch(genre),
          owner_count: ownerIds.size,
          last_added_at: lastAddedAt,
          fetched_at: now,
        });
      }
      await trx.insertInto('album').values(albums).execute();
      await trx.insertInto('album_owner').values(owners).execute();
    }
  });
  return { userIds, albumIds };
}
