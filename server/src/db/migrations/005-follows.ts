import { type Kysely, sql } from 'kysely';

/** Follows and each user's last feed visit; both cascade with either account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follow')
    .addColumn('follower_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('following_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('follow_pk', ['follower_id', 'following_id'])
    .addCheckConstraint('follow_not_self', sql`follower_id <> following_id`)
    .execute();
  await db.schema
    .createIndex('follow_following')
    .on('follow')
    .columns(['following_id', 'created_at'])
    .execute();

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
