import { type Kysely, sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * Imports are jobs: the parsed rows are stored with the job, so a restart
 * resumes from the cursor instead of asking for the file again. A worker
 * holds a job through a lease (owner and expiry); another instance takes it
 * over once the lease has run out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_job')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull().defaultTo(0))
    /** Position of the next row to process. */
    .addColumn('cursor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('copies_added', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('copies_skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('wants_added', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('wants_skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    /** An account import's state between pages (username, next page): JSON text. */
    .addColumn('source_state', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
    /** While paused (Discogs down): not before this time. */
    .addColumn('resume_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await createIndexOn(db, 'import_job_user', 'import_job', ['user_id', 'created_at']).execute();
  // One active import per user, enforced by the database so two requests at once cannot both start one.
  await sql`create unique index import_job_active on import_job (user_id) where state in ('queued', 'running', 'paused')`.execute(
    db,
  );
  await createIndexOn(db, 'import_job_state', 'import_job', ['state', 'lease_until']).execute();

  await db.schema
    .createTable('import_row')
    .addColumn('job_id', 'text', cascadingReference('import_job.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('line', 'integer', (col) => col.notNull())
    /** 'pending' | 'added' | 'skipped' | 'failed'. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('release_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('artist', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    /** The listed copy or want, as JSON: what the worker writes. */
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('import_row_pk', ['job_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_row').execute();
  await db.schema.dropTable('import_job').execute();
}
