import { type Kysely, sql } from 'kysely';

/**
 * An album a member's file named, with the file's text, is that member's
 * description until the music database confirms the release
 * (docs/decisions/041-listed-albums-are-the-importers.md). `listed_by` is
 * that member; null for every album whose text the music database gave
 * (fetched, or from a Discogs account's own listing). A listed album counts
 * no owners, so Explorar never lists it.
 *
 * Albums already brought by a file and not confirmed since become their
 * first importer's; albums nobody's file brought stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('album').addColumn('listed_by', 'text').execute();
  await sql`update album set listed_by = (
      select import_job.user_id from import_row
      join import_job on import_job.id = import_row.job_id
      where import_row.release_id = album.id and import_job.kind in ('collection', 'wantlist')
      order by import_job.created_at limit 1
    ) where fetched_at <= 0`.execute(db);
  await sql`update album set owner_count = 0 where listed_by is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update album set owner_count = (
      select count(*) from album_owner where album_owner.album_id = album.id
    ) where listed_by is not null`.execute(db);
  await db.schema.alterTable('album').dropColumn('listed_by').execute();
}
