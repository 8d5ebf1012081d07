import type { Kysely } from 'kysely';

/**
 * An import's step that fails is tried again later, not at once and not
 * forever: `attempts` counts the failures in a row (a step that works sets
 * it back to 0) and `resume_at` already says when the next try may come.
 * A batch that fails is written again one row at a time up to
 * `isolate_until` (a position), so a row the database refuses fails alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('import_job')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('import_job')
    .addColumn('isolate_until', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_job').dropColumn('isolate_until').execute();
  await db.schema.alterTable('import_job').dropColumn('attempts').execute();
}
