import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Where a stored album's images live on the music database's hosts. */
export function createCoversRepository(db: Kysely<Database>) {
  return {
    async imagesOf(albumId: string): Promise<{ image: string | null; allImages: string } | undefined> {
      const row = await db
        .selectFrom('album')
        .select(['image', 'all_images'])
        .where('id', '=', albumId)
        .executeTakeFirst();
      return row && { image: row.image, allImages: row.all_images };
    },
  };
}

export type CoversRepository = ReturnType<typeof createCoversRepository>;
