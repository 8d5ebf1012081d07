import { type Kysely, sql } from 'kysely';

/**
 * Matches among followed users: "any pressing of the same album" finds the
 * other releases of an album through its Discogs master. Only albums that
 * have one are indexed; the condition is a literal so SQLite uses it too.
 *
 * Albums stored earlier kept no master id, and the release was not kept
 * whole, so the backfill asks the music database again: the Discogs albums
 * somebody owns or wishes for are marked as known from a listing only, and
 * the background detail lane (the one imports use) fetches them again at its
 * own pace. The bundled catalog's albums have no master.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index album_master on album (master_id, id) where master_id is not null`.execute(db);
  await sql`
    update album set fetched_at = 0
    where master_id is null
      and fetched_at > 0
      and id not like 'sc-%'
      and (owner_count > 0 or exists (select 1 from wishlist_entry where wishlist_entry.album_id = album.id))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index album_master`.execute(db);
}
