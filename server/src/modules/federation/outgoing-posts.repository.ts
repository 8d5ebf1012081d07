import type { Kysely, Selectable } from 'kysely';
import type { Database, FederatedPostTable } from '../../db/schema.ts';

export type PostKind = FederatedPostTable['kind'];

/** A post as kept: the Note's parts in `note` (outgoing-posts.ts). */
export interface PostRow {
  id: string;
  userId: string;
  kind: PostKind;
  subjectId: string;
  note: string;
  createdAt: number;
}

const toPost = (row: Selectable<FederatedPostTable>): PostRow => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  subjectId: row.subject_id,
  note: row.note,
  createdAt: Number(row.created_at),
});

/** The posts sent to members' followers on other servers (`federated_post`, migration 031). */
export function createOutgoingPostsRepository(db: Kysely<Database>) {
  return {
    /** Keeps a post unless its subject has one already (a repeated telling); whether it was kept. */
    async add(post: PostRow): Promise<boolean> {
      const result = await db
        .insertInto('federated_post')
        .values({
          id: post.id,
          user_id: post.userId,
          kind: post.kind,
          subject_id: post.subjectId,
          note: post.note,
          created_at: post.createdAt,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'subject_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find(id: string): Promise<PostRow | undefined> {
      const row = await db.selectFrom('federated_post').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toPost(row);
    },

    /** The subject's post, if one was sent. */
    async findFor(userId: string, kind: PostKind, subjectId: string): Promise<PostRow | undefined> {
      const row = await db
        .selectFrom('federated_post')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .executeTakeFirst();
      return row === undefined ? undefined : toPost(row);
    },

    /** The post's Note as it now reads: its id answers this from now on. */
    async rewrite(id: string, note: string): Promise<void> {
      await db.updateTable('federated_post').set({ note }).where('id', '=', id).execute();
    },

    /** Deletes the subject's post, answering it if there was one. */
    async removeFor(userId: string, kind: PostKind, subjectId: string): Promise<PostRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('federated_post')
          .selectAll()
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('subject_id', '=', subjectId)
          .executeTakeFirst();
        if (row === undefined) return undefined;
        await trx.deleteFrom('federated_post').where('id', '=', row.id).execute();
        return toPost(row);
      });
    },

    /** The member's posts, newest first, after the cursor (`createdAt:id` of the last one seen). */
    async page(userId: string, cursor: { createdAt: number; id: string } | null, limit: number) {
      let query = db
        .selectFrom('federated_post')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (cursor !== null) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', cursor.createdAt),
            eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
          ]),
        );
      }
      return (await query.execute()).map(toPost);
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('federated_post')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('federated_post')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type OutgoingPostsRepository = ReturnType<typeof createOutgoingPostsRepository>;
