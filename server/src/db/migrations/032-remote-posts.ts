import type { Kysely } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * Posts of accounts on other servers that members follow
 * (docs/decisions/059-posts-from-other-servers.md): one row per Note, keyed
 * by its id, so a repeated delivery stores it once. `content` is plain text
 * (the Note's HTML stripped on arrival, never kept). `at` is the post's place
 * in the feed: its published time, but never later than when it arrived.
 * The posts go with their actor (a Delete of the account, a forgotten actor).
 * Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_post')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', cascadingReference('remote_actor.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('image_url', 'text')
    .addColumn('published_at', 'bigint')
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  // An actor's posts in the feed's order, for the members who follow them.
  await createIndexOn(db, 'remote_post_actor_at', 'remote_post', ['actor_id', 'at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_post').execute();
}
