import { type Kysely, sql } from 'kysely';
import { createIndexOn, createLinkTable } from './schema-parts.ts';

/** Follows and each user's last feed visit; both cascade with either account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createLinkTable(
    db,
    'follow',
    [
      { column: 'follower_id', references: 'user.id' },
      { column: 'following_id', references: 'user.id' },
    ],
    'created_at',
    'bigint',
  )
    .addCheckConstraint('follow_not_self', sql`follower_id <> following_id`)
    .execute();
  await createIndexOn(db, 'follow_following', 'follow', ['following_id', 'created_at']).execute();

  await db.schema
    .createTable('feed_visit')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('visited_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_visit').execute();
  await db.schema.dropTable('follow').execute();
}
