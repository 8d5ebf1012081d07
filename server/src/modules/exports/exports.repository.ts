import type { Kysely } from 'kysely';
import { hiddenUsers, visibleUser } from '../../db/hidden-users.ts';
import type { Database } from '../../db/schema.ts';

/** What Discogs' export columns say of an album. */
const LISTED_ALBUM_COLUMNS = [
  'album.name',
  'album.artist',
  'album.label',
  'album.formats',
  'album.year',
  'album.catalog_numbers',
] as const;

/** Everything of one user, read for the export files. */
export function createExportsRepository(db: Kysely<Database>) {
  return {
    profile(userId: string) {
      return db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'createdAt'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The user's copies with what the Discogs columns need of their albums, oldest first. */
    copies(userId: string) {
      return db
        .selectFrom('album_copy')
        .innerJoin('album', 'album.id', 'album_copy.album_id')
        .select([
          'album_copy.id',
          'album_copy.album_id',
          'album_copy.folder',
          'album_copy.media_condition',
          'album_copy.sleeve_condition',
          'album_copy.notes',
          'album_copy.rating',
          'album_copy.added_at',
          'album_copy.custom_fields',
          ...LISTED_ALBUM_COLUMNS,
        ])
        .where('album_copy.user_id', '=', userId)
        .orderBy('album_copy.added_at')
        .orderBy('album_copy.id')
        .execute();
    },

    wishlist(userId: string) {
      return db
        .selectFrom('wishlist_entry')
        .innerJoin('album', 'album.id', 'wishlist_entry.album_id')
        .select([
          'wishlist_entry.album_id',
          'wishlist_entry.notes',
          'wishlist_entry.added_at',
          ...LISTED_ALBUM_COLUMNS,
        ])
        .where('wishlist_entry.user_id', '=', userId)
        .orderBy('wishlist_entry.added_at')
        .orderBy('wishlist_entry.album_id')
        .execute();
    },

    async collections(userId: string) {
      const collections = await db
        .selectFrom('collection')
        .select(['id', 'name', 'description', 'privacy', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      const albums = await db
        .selectFrom('collection_album')
        .innerJoin('collection', 'collection.id', 'collection_album.collection_id')
        .select(['collection_album.collection_id', 'collection_album.album_id'])
        .where('collection.user_id', '=', userId)
        .orderBy('collection_album.position')
        .execute();
      return { collections, albums };
    },

    /** Whom the user follows and who follows them, as their lists show them: hidden users left out. */
    follows(userId: string) {
      const people = (column: 'follower_id' | 'following_id', other: 'follower_id' | 'following_id') =>
        db
          .selectFrom('follow')
          .innerJoin('user', 'user.id', `follow.${other}`)
          .select(['user.id', 'user.name', 'follow.created_at'])
          .where(`follow.${column}`, '=', userId)
          .where(visibleUser(userId))
          .orderBy('follow.created_at')
          .execute();
      return Promise.all([people('follower_id', 'following_id'), people('following_id', 'follower_id')]);
    },

    /**
     * Messages in the user's conversations, sent and received, with the other participant's name
     * and whether the moderation hid them: the conversations the user can read in Surcos, so none
     * with a suspended account or across a block (decision 040), but those with a deleted one.
     */
    messages(userId: string) {
      return db
        .selectFrom('message')
        .innerJoin('conversation_member', 'conversation_member.conversation_id', 'message.conversation_id')
        .leftJoin('user as other', 'other.id', 'conversation_member.other_user_id')
        .select([
          'message.conversation_id',
          'message.sender_id',
          'message.text',
          'message.hidden_at',
          'message.created_at',
          'other.name as other_name',
        ])
        .where('conversation_member.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('conversation_member.other_user_id', 'is', null),
            eb('conversation_member.other_user_id', 'not in', hiddenUsers(userId)),
          ]),
        )
        .orderBy('message.conversation_id')
        .orderBy('message.seq')
        .execute();
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
