import { type Kysely, sql } from 'kysely';

/**
 * A file's preview lists its rows that cannot be imported while the rest of
 * its rows are still being planned, and is asked for often: the failed rows
 * of a job are read from their own small index, not from all its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index import_row_failed on import_row (job_id, position) where status = 'failed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('import_row_failed').execute();
}
