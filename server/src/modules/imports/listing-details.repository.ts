import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Albums an import brought from a listing are shown at once and completed
 * later (fetched_at 0 until then): what the background lane takes next, and
 * what is still to come for a job.
 */
export function createListingDetailsRepository(db: Kysely<Database>) {
  return {
    /**
     * This import's albums by where their details stand: still to be fetched
     * (fetched_at 0), fetched (a time), or unknown to the music database and
     * kept as listed (a negative time).
     */
    async detailsOf(jobId: string): Promise<{ pending: number; fetched: number; unknown: number }> {
      const albums = db
        .selectFrom('import_row')
        .innerJoin('album', 'album.id', 'import_row.release_id')
        .select(['album.id', 'album.fetched_at'])
        .distinct()
        .where('import_row.job_id', '=', jobId);
      const row = await db
        .selectFrom(albums.as('albums'))
        .select([
          sql<number>`coalesce(sum(case when albums.fetched_at = 0 then 1 else 0 end), 0)`.as('pending'),
          sql<number>`coalesce(sum(case when albums.fetched_at > 0 then 1 else 0 end), 0)`.as('fetched'),
          sql<number>`coalesce(sum(case when albums.fetched_at < 0 then 1 else 0 end), 0)`.as('unknown'),
        ])
        .executeTakeFirst();
      return {
        pending: Number(row?.pending ?? 0),
        fetched: Number(row?.fetched ?? 0),
        unknown: Number(row?.unknown ?? 0),
      };
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

    /**
     * The release has no details to fetch (the music database does not
     * know it): the listing stays, its importer's description only, and the
     * rows that brought it say so in their reports.
     */
    async markListingFinal(albumId: string, now: number, reason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('album')
          .set({ fetched_at: -now })
          .where('id', '=', albumId)
          .where('fetched_at', '=', 0)
          .execute();
        await trx
          .updateTable('import_row')
          .set({ reason })
          .where('release_id', '=', albumId)
          .where('status', '=', 'added')
          .where('job_id', 'in', (eb) =>
            eb.selectFrom('import_job').select('id').where('kind', 'in', ['collection', 'wantlist']),
          )
          .execute();
      });
    },

    /** Of these releases, the ones stored only as another member's listing, with that listing's text. */
    listedByOthers(albumIds: readonly string[], userId: string) {
      if (albumIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('album')
        .select(['id', 'name', 'artist', 'label', 'year', 'formats', 'catalog_numbers'])
        .where('id', 'in', [...albumIds])
        .where('listed_by', 'is not', null)
        .where('listed_by', '!=', userId)
        .execute();
    },
  };
}

export type ListingDetailsRepository = ReturnType<typeof createListingDetailsRepository>;
