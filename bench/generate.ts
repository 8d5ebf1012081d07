/**
 * Fills a Surcos database with synthetic users, albums and ownerships for
 * the benchmarks, deterministically. Albums and ownerships are made by the
 * database itself, in one INSERT … SELECT each over a counter, so a million
 * albums take seconds rather than minutes of rows sent from here; the same
 * SQL runs on SQLite and PostgreSQL.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../server/src/db/database.ts';
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

export interface GeneratedData {
  userIds: string[];
  albumIds: string[];
}

/** Album ids are numbers from here on, like Discogs release ids. */
const FIRST_ALBUM_ID = 10_000_000;
const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * A pseudo-random non-negative integer below 65,536 for the counter `n.i`
 * (Knuth's multiplicative hash); `salt` makes independent draws. 64-bit
 * integers on both databases: the counter starts as a bigint.
 */
const draw = (salt: number): RawBuilder<number> =>
  sql<number>`((((n.i + ${sql.lit(salt)}) * 2654435761) % 4294967296) / 65536)`;

/** One of `values`, drawn with `salt`. */
function pick(values: readonly string[], salt: number): RawBuilder<string> {
  const cases = values.map((value, index) => sql`when ${sql.lit(index)} then ${sql.lit(value)}`);
  return sql<string>`(case ${draw(salt)} % ${sql.lit(values.length)} ${sql.join(cases, sql` `)} end)`;
}

/** The words drawn with `salt`, as shown and as searched. */
const word = (words: readonly string[], salt: number) => ({
  shown: pick(words, salt),
  folded: pick(words.map(foldForSearch), salt),
});

/**
 * Runs `fill` with the tables' secondary indexes dropped, and builds them
 * again afterwards from their own definitions: one sorted build is much
 * faster than a million random insertions into each.
 */
async function withoutSecondaryIndexes(
  db: Kysely<Database>,
  dialect: Dialect,
  tables: readonly string[],
  fill: () => Promise<void>,
): Promise<void> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string; definition: string }>`
          select name, sql as definition from sqlite_master
          where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db)
      : await sql<{ name: string; definition: string }>`
          select index_class.relname as name, pg_get_indexdef(pg_index.indexrelid) as definition
          from pg_index
          join pg_class index_class on index_class.oid = pg_index.indexrelid
          join pg_class table_class on table_class.oid = pg_index.indrelid
          where table_class.relname in (${sql.join(tables)})
            and not exists (select 1 from pg_constraint where pg_constraint.conindid = pg_index.indexrelid)`.execute(
          db,
        );
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  await fill();
  for (const { definition } of rows) await sql.raw(definition).execute(db);
}

export async function generateData(
  db: Kysely<Database>,
  dialect: Dialect,
  options: { users: number; albums: number; seed?: number },
): Promise<GeneratedData> {
  const seed = options.seed ?? 42;
  const now = Date.now();
  const userIds = Array.from({ length: options.users }, (_, index) => `bench-user-${index}`);
  const albumIds = Array.from({ length: options.albums }, (_, index) => String(FIRST_ALBUM_ID + index));
  const chunk = 500;
  const counter = sql`with recursive n(i) as (
    select cast(0 as bigint) union all select i + 1 from n where i < ${sql.lit(options.albums - 1)}
  )`;

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.users; start += chunk) {
      const rows = userIds.slice(start, start + chunk).map((id, offset) => {
        const index = start + offset;
        const name = `${ARTIST_WORDS[index % ARTIST_WORDS.length]} ${TITLE_WORDS[(index * 7) % TITLE_WORDS.length]} ${index}`;
        return {
          id,
          name,
          email: `${id}@bench.example`,
          emailVerified: 0,
          image: null,
          createdAt: new Date(now).toISOString(),
          updatedAt: new Date(now).toISOString(),
          searchName: foldForSearch(name),
          handle: `bench_${index}`,
        };
      });
      await trx.insertInto('user').values(rows).execute();
    }
    if (options.albums === 0) return;

    const [first, second, title, other, genre] = [
      word(ARTIST_WORDS, seed),
      word(ARTIST_WORDS, seed + 1),
      word(TITLE_WORDS, seed + 2),
      word(TITLE_WORDS, seed + 3),
      word(GENRES, seed + 4),
    ];
    const index = sql<string>`cast(n.i as text)`;
    const artist = sql<string>`${first.shown} || ' ' || ${second.shown}`;
    const artistFolded = sql<string>`${first.folded} || ' ' || ${second.folded}`;
    const name = sql<string>`${title.shown} || ' ' || ${other.shown} || ' ' || ${index}`;
    const nameFolded = sql<string>`${title.folded} || ' ' || ${other.folded} || ' ' || ${index}`;
    const albumId = sql<string>`cast(n.i + ${sql.lit(FIRST_ALBUM_ID)} as text)`;

    // One to three owners an album, distinct users spread a third of the users apart, each
    // adding it at some moment of the past year. Drawn first, so every album is written once
    // with its owner count and last date.
    const step = Math.max(1, Math.floor(options.users / 3));
    await sql`create temporary table bench_owner as ${counter}
      select ${albumId} as album_id,
        'bench-user-' || cast((${draw(seed + 7)} * 16 + ${draw(seed + 8)} % 16 + k.k * ${sql.lit(step)}) % ${sql.lit(options.users)} as text) as user_id,
        ${sql.lit(now)} - (${draw(seed + 9)} * 65536 + ${draw(seed + 10)}) % ${sql.lit(YEAR_MS)} - k.k as added_at
      from n, (select 0 as k union all select 1 union all select 2) k
      where k.k <= ${draw(seed + 11)} % 3`.execute(trx);

    await withoutSecondaryIndexes(trx, dialect, ['album', 'album_owner'], async () => {
      await sql`${counter}
        insert into album (id, name, artist, year, genre, label, country, released, notes, formats,
          lowest_price, tracklist, styles, rating, rating_count, credits, discogs_url, videos, image,
          all_images, search_text, artist_sort, name_sort, genre_sort, owner_count, last_added_at, fetched_at)
        select ${albumId}, ${name}, ${artist},
          case when ${draw(seed + 5)} % 20 = 0 then null else 1950 + ${draw(seed + 6)} % 75 end,
          ${genre.shown}, 'Sello de prueba', 'Spain', 'Desconocido', 'Sin notas', '["Vinyl"]',
          0, '[]', '[]', 0, 0, 'No disponible', null, '[]', null,
          '[]', ${artistFolded} || ' ' || ${nameFolded}, ${artistFolded}, ${nameFolded}, ${genre.folded},
          owners.count, owners.last, ${sql.lit(now)}
        from n join (
          select album_id, count(*) as count, max(added_at) as last from bench_owner group by album_id
        ) owners on owners.album_id = ${albumId}`.execute(trx);
      await sql`insert into album_owner (album_id, user_id, added_at)
        select album_id, user_id, added_at from bench_owner order by album_id, user_id`.execute(trx);
    });
    await sql`drop table bench_owner`.execute(trx);
  });
  // What autovacuum does on a live instance within a minute of a bulk insert (PostgreSQL 13+ vacuums
  // tables that only grew, too): statistics for the planner, and the visibility map that lets an
  // index-only scan skip the table. Without it every count of a user's albums read their rows.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  return { userIds, albumIds };
}
