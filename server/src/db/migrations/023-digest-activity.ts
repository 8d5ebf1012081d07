import type { Kysely } from 'kysely';

/**
 * The daily mail waits while its member is in Surcos: `active_at` is when
 * the member last had Surcos open (a live socket), refreshed while it stays
 * open, so a digest never goes out while they can read the notice in the app.
 * A row may exist before any mail was sent: `sent_at` is then 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification_digest')
    .addColumn('active_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notification_digest').dropColumn('active_at').execute();
}
