import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Albums an import brought from a listing are shown at once and completed
 * later (fetched_at 0 until then): what the background lane takes next, and
 * what is still to come for a job.
 */
export function createListingDetailsRepository(db: Kysely<Database>) {
  return {
    /** Albums of this import whose full details are still to be fetched. */
    async detailsPending(jobId: string): Promise<number> {
      const row = await db
        .selectFrom('import_row')
        .innerJoin('album', 'album.id', 'import_row.release_id')
        .select(sql<number>`count(distinct album.id)`.as('count'))
        .where('import_row.job_id', '=', jobId)
        .where('album.fetched_at', '=', 0)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** One album known only from a listing, for the background detail lane. */
    async nextListingOnlyAlbum(): Promise<string | undefined> {
      const row = await db
        .selectFrom('album')
        .select('id')
        .where('fetched_at', '=', 0)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** The release has no details to fetch (the music database does not know it): the listing stays. */
    async markListingFinal(albumId: string, now: number): Promise<void> {
      await db
        .updateTable('album')
        .set({ fetched_at: -now })
        .where('id', '=', albumId)
        .where('fetched_at', '=', 0)
        .execute();
    },
  };
}

export type ListingDetailsRepository = ReturnType<typeof createListingDetailsRepository>;
