import { type Kysely, sql } from 'kysely';

/**
 * The import worker's detail lane asks, at every idle poll, for the first
 * album known only from a listing (`fetched_at = 0`). Without an index that
 * read every album in id order to find none, blocking SQLite's one connection
 * (a third of a second at 100,000 albums on a busy machine). The partial
 * index holds only the albums still waiting for their details: usually none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index album_listing_only on album (id) where fetched_at = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_listing_only').execute();
}
