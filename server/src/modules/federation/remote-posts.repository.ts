import type { Insertable, Kysely } from 'kysely';
import type { Database, RemotePostTable } from '../../db/schema.ts';

export type RemotePostRow = Insertable<RemotePostTable>;

/** A remote post as the feed shows it, with its actor. */
export interface RemotePostView {
  id: string;
  actorId: string;
  handle: string;
  name: string | null;
  hasIcon: boolean;
  content: string;
  contentWarning: string | null;
  url: string | null;
  hasImage: boolean;
}

/** Posts of accounts on other servers that members follow (migration 032). */
export function createRemotePostsRepository(db: Kysely<Database>) {
  return {
    /** The members whose follow of the actor was accepted: who may see its posts. */
    async followersOf(actorId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('remote_follow')
        .select('user_id')
        .where('actor_id', '=', actorId)
        .where('state', '=', 'accepted')
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Keeps the post unless it is kept already (a repeated delivery); whether it is new. */
    async add(post: RemotePostRow): Promise<boolean> {
      const result = await db
        .insertInto('remote_post')
        .values(post)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Rewrites the actor's post (an Update); whether there was one. Its place in the feed stays. */
    async replace(
      id: string,
      actorId: string,
      fields: Pick<RemotePostRow, 'content' | 'content_warning' | 'url' | 'image_url'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('remote_post')
        .set(fields)
        .where('id', '=', id)
        .where('actor_id', '=', actorId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Removes the actor's post (a Delete by its actor); whether there was one. */
    async remove(id: string, actorId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('remote_post')
        .where('id', '=', id)
        .where('actor_id', '=', actorId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The posts of a feed page, with their actors. */
    async byIds(ids: readonly string[]): Promise<RemotePostView[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('remote_post')
        .innerJoin('remote_actor', 'remote_actor.id', 'remote_post.actor_id')
        .select([
          'remote_post.id',
          'remote_post.actor_id',
          'remote_post.content',
          'remote_post.content_warning',
          'remote_post.url',
          'remote_post.image_url',
          'remote_actor.handle',
          'remote_actor.name',
          'remote_actor.icon_url',
        ])
        .where('remote_post.id', 'in', ids)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        handle: row.handle,
        name: row.name,
        hasIcon: row.icon_url !== null,
        content: row.content,
        contentWarning: row.content_warning,
        url: row.url,
        hasImage: row.image_url !== null,
      }));
    },

    /** Where a kept post's image is, for a member who follows its actor, unless it was hidden; undefined otherwise. */
    async imageOf(id: string, userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('remote_post')
        .innerJoin('remote_follow', 'remote_follow.actor_id', 'remote_post.actor_id')
        .select('remote_post.image_url')
        .where('remote_post.id', '=', id)
        .where('remote_follow.user_id', '=', userId)
        .where('remote_follow.state', '=', 'accepted')
        .where('remote_post.hidden_at', 'is', null)
        .executeTakeFirst();
      return row?.image_url ?? undefined;
    },
  };
}

export type RemotePostsRepository = ReturnType<typeof createRemotePostsRepository>;
