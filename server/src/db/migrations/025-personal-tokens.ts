import { type Kysely, sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * Personal access tokens. Only the SHA-256 of each token is kept (`token_hash`, hex): the token
 * itself is shown once, at creation (docs/decisions/050-personal-access-tokens.md). Deleting
 * the account deletes its tokens. Times are epoch milliseconds; `expires_at` null never expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personal_token')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addCheckConstraint('personal_token_scope', sql`scope in ('read', 'read+write')`)
    .execute();
  await createIndexOn(db, 'personal_token_user_created', 'personal_token', [
    'user_id',
    'created_at',
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('personal_token').execute();
}
