import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What the outgoing posts read of what they tell: the member, the album,
 * the collection (and its albums, while public) and the import. Only public
 * parts are selected: no copy's details, notes or private data.
 */
export function createPostSubjectsRepository(db: Kysely<Database>) {
  return {
    member(userId: string) {
      return db
        .selectFrom('user')
        .select(['id', 'name', 'handle', 'language', 'suspendedAt'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    album(albumId: string) {
      return db
        .selectFrom('album')
        .select(['id', 'name', 'artist', 'genre', 'image'])
        .where('id', '=', albumId)
        .executeTakeFirst();
    },

    collection(collectionId: string) {
      return db
        .selectFrom('collection')
        .select(['id', 'user_id', 'name', 'privacy', 'hidden_at'])
        .where('id', '=', collectionId)
        .executeTakeFirst();
    },

    /** The first album of the collection with a cover: the post's picture. */
    firstCoveredAlbum(collectionId: string) {
      return db
        .selectFrom('collection_album')
        .innerJoin('album', 'album.id', 'collection_album.album_id')
        .select(['album.id', 'album.name', 'album.artist'])
        .where('collection_album.collection_id', '=', collectionId)
        .where('album.image', 'is not', null)
        .where('album.image', '!=', '')
        .orderBy('collection_album.position', 'asc')
        .limit(1)
        .executeTakeFirst();
    },

    /** A page of a collection's albums in its order, from `position` on. */
    async collectionAlbums(collectionId: string, from: number, limit: number) {
      const rows = await db
        .selectFrom('collection_album')
        .innerJoin('album', 'album.id', 'collection_album.album_id')
        .select(['collection_album.position', 'album.id', 'album.name', 'album.artist', 'album.image'])
        .where('collection_album.collection_id', '=', collectionId)
        .where('collection_album.position', '>=', from)
        .orderBy('collection_album.position', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        position: Number(row.position),
        image: row.image === '' ? null : row.image,
      }));
    },

    async collectionAlbumCount(collectionId: string): Promise<number> {
      const row = await db
        .selectFrom('collection_album')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('collection_id', '=', collectionId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async importJob(importId: string) {
      const row = await db
        .selectFrom('import_job')
        .select(['user_id', 'copies_added', 'wants_added'])
        .where('id', '=', importId)
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : {
            user_id: row.user_id,
            copies_added: Number(row.copies_added),
            wants_added: Number(row.wants_added),
          };
    },
  };
}

export type PostSubjectsRepository = ReturnType<typeof createPostSubjectsRepository>;
