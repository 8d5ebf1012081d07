import { type Kysely, sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * What a member's followers on other servers were sent
 * (docs/decisions/058-what-travels.md): one row per post (an album added, a
 * collection published, an import), with the Note's parts as sent (`note`,
 * JSON), so its id keeps dereferencing to what was delivered and the outbox
 * pages one table. `subject_id` is the album's, collection's or import's id;
 * a subject has one post at a time, deleted (and a `Delete` sent) when the
 * album is removed or the collection stops being public. Times are epoch
 * milliseconds; the posts go with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('federated_post')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('federated_post_kind', sql`kind in ('album', 'collection', 'import')`)
    .execute();
  await createIndexOn(db, 'federated_post_outbox', 'federated_post', [
    'user_id',
    'created_at',
    'id',
  ]).execute();
  await createIndexOn(db, 'federated_post_subject', 'federated_post', ['user_id', 'kind', 'subject_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('federated_post').execute();
}
