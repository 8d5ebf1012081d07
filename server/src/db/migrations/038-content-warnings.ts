import type { Kysely } from 'kysely';

/**
 * A remote post's content warning (docs/decisions/059-posts-from-other-servers.md):
 * the Note's `summary` as plain text, or an empty text for a post marked
 * `sensitive` without one; null for a post that asks for none. The feed keeps
 * the post folded behind it. Posts kept before this column have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_post').addColumn('content_warning', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_post').dropColumn('content_warning').execute();
}
