import type { Language } from '@surcos/contracts/languages';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { foldedContains } from '../../db/folded-search.ts';
import { hiddenUsers, isVisibleTo, visibleUser } from '../../db/hidden-users.ts';
import { keysetPage, textColumn } from '../../db/paging.ts';
import type { Database, UserTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** How many albums the `user` row in the query owns; every list of people shows it. */
export const albumCount = sql<number>`(select count(*) from album_owner where album_owner.user_id = "user".id)`;

/** A person in a list: never the email. */
export type UserSummaryRow = Pick<Selectable<UserTable>, 'id' | 'name'> & { album_count: number };

/** The `user_handle` index's expression: a handle is unique, and found, whatever its case. */
const handleKey = sql<string>`lower("user"."handle")`;

/**
 * A member by handle, whatever its case (`Ana` finds `ana`): where an address such as
 * `@ana@host` (WebFinger, an actor's URL) leads. A handle a member had before their change
 * leads to them too, with `formerHandle` set: the old address has moved. Suspended members
 * are found too, with `suspendedAt` set: the caller decides what they show.
 */
export async function findUserByHandle(db: Kysely<Database>, handle: string) {
  const columns = [
    'user.id',
    'user.name',
    'user.handle',
    'user.image',
    'user.createdAt',
    'user.suspendedAt',
  ] as const;
  const key = handle.toLowerCase();
  const current = await db.selectFrom('user').select(columns).where(handleKey, '=', key).executeTakeFirst();
  if (current !== undefined) return { ...current, formerHandle: null };
  const moved = await db
    .selectFrom('former_handle')
    .innerJoin('user', 'user.id', 'former_handle.user_id')
    .select([...columns, 'former_handle.handle as formerHandle'])
    .where('former_handle.handle', '=', key)
    .executeTakeFirst();
  return moved;
}

export type UserByHandle = NonNullable<Awaited<ReturnType<typeof findUserByHandle>>>;

/** How a member's one change of handle went. */
export type HandleChangeOutcome = 'changed' | 'alreadyChanged' | 'taken';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findByHandle: (handle: string) => findUserByHandle(db, handle),

    /** Which of these (lower-case) handles some member has. */
    async takenHandles(handles: readonly string[]): Promise<Set<string>> {
      if (handles.length === 0) return new Set();
      const rows = await db
        .selectFrom('user')
        .select(handleKey.as('handle'))
        .where(handleKey, 'in', [...handles])
        // A member's former handle still leads to them: nobody else may take it.
        .union(
          db
            .selectFrom('former_handle')
            .select('handle')
            .where('handle', 'in', [...handles]),
        )
        .execute();
      return new Set(rows.map((row) => row.handle));
    },

    /** The handles the member had before (lower case), oldest first. */
    async formerHandlesOf(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('former_handle')
        .select('handle')
        .where('user_id', '=', id)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.handle);
    },

    /**
     * The handle a member speaks to other servers with, and whether they may: a
     * suspended member's actor does not exist, so nothing is sent in their name.
     */
    async federatingHandleOf(id: string): Promise<{ handle: string; suspended: boolean } | undefined> {
      const row = await db
        .selectFrom('user')
        .select(['handle', 'suspendedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : { handle: row.handle, suspended: row.suspendedAt !== null };
    },

    async handleOf(id: string) {
      return db
        .selectFrom('user')
        .select(['handle', 'handleChangedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The member's one change: only while `handleChangedAt` is null, so two changes sent at
     * once make one. Another member taking the handle meanwhile is the unique index's to refuse.
     */
    /** The member's one change; the handle they had is kept as their former one, in the same transaction. */
    async changeHandle(id: string, handle: string, at: number): Promise<HandleChangeOutcome> {
      try {
        return await db.transaction().execute(async (trx) => {
          const formerTaken = await trx
            .selectFrom('former_handle')
            .select('user_id')
            .where('handle', '=', handle.toLowerCase())
            .executeTakeFirst();
          if (formerTaken !== undefined) return 'taken';
          const before = await trx
            .selectFrom('user')
            .select('handle')
            .where('id', '=', id)
            .where('handleChangedAt', 'is', null)
            .executeTakeFirst();
          if (before === undefined) return 'alreadyChanged';
          const result = await trx
            .updateTable('user')
            .set({ handle, handleChangedAt: at })
            .where('id', '=', id)
            .where('handleChangedAt', 'is', null)
            .executeTakeFirst();
          if (result.numUpdatedRows === 0n) return 'alreadyChanged';
          await trx
            .insertInto('former_handle')
            .values({ handle: before.handle.toLowerCase(), user_id: id, created_at: at })
            .execute();
          return 'changed';
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async setLanguage(id: string, language: Language): Promise<void> {
      await db.updateTable('user').set({ language }).where('id', '=', id).execute();
    },

    async exists(id: string): Promise<boolean> {
      return (await db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Whether the user exists and the viewer may see them (no block between them, not suspended). */
    isVisibleTo: (userId: string, viewerId: string | null) => isVisibleTo(db, viewerId, userId),

    async nameOf(id: string): Promise<string | null> {
      const row = await db.selectFrom('user').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name ?? null;
    },

    /** Id and name of several users (those still there). */
    refs(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('user').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    /** Users by name, with how many albums each owns: those the viewer may see. */
    list(query: SearchPageQuery, viewerId: string) {
      let select = db
        .selectFrom('user')
        .select(['user.id', 'user.name', 'user.searchName', albumCount.as('album_count')])
        .where(visibleUser(viewerId));
      if (query.q) select = select.where(foldedContains('user.searchName', query.q));
      // By folded name (the user_search_name index); an account without one sorts first, as ''.
      return keysetPage(
        select,
        [
          textColumn(
            sql`coalesce("user"."searchName", '')`,
            'asc',
            (row: { searchName: string | null }) => row.searchName ?? '',
          ),
          textColumn('user.id', 'asc', (row: { id: string }) => row.id),
        ],
        query.cursor,
      );
    },

    profile(userId: string, viewerId: string | null) {
      return db
        .selectFrom('user')
        .select([
          'user.id',
          'user.name',
          'user.handle',
          albumCount.as('album_count'),
          sql<number>`(select count(*) from collection where collection.user_id = "user".id and collection.privacy = 'public')`.as(
            'public_collection_count',
          ),
          // As the owner's own lists count them: suspended accounts left out.
          // Accounts of other servers count too (decision 057), as Seguidores / Siguiendo list them.
          sql<number>`(select count(*) from follow where follow.following_id = "user".id
            and follow.follower_id not in ${hiddenUsers(userId)})
            + (select count(*) from remote_follower where remote_follower.user_id = "user".id)`.as(
            'follower_count',
          ),
          sql<number>`(select count(*) from follow where follow.follower_id = "user".id
            and follow.following_id not in ${hiddenUsers(userId)})
            + (select count(*) from remote_follow where remote_follow.user_id = "user".id)`.as(
            'following_count',
          ),
        ])
        .where('user.id', '=', userId)
        .where(visibleUser(viewerId))
        .executeTakeFirst();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<UsersRepository['profile']>>>;
