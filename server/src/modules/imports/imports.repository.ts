import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import { ACTIVE_IMPORT_STATES } from '@surcos/contracts/imports';
import type { Dialect } from '../../db/database.ts';
import type { Executor } from '../../db/paging.ts';
import type { Database, ImportJobTable, ImportRowTable } from '../../db/schema.ts';
import { foldForSearch } from '../../music/normalize.ts';
import { lockAlbums, refreshOwnerStats } from '../../db/album-owners.ts';
import type { ListedRelease } from './discogs-csv.ts';

export type ImportJobRow = Selectable<ImportJobTable>;
export type ImportRowRow = Selectable<ImportRowTable>;

/** What the worker writes for one row: a copy or a want, with its release as the listing gave it. */
export type RowPayload =
  | {
      type: 'copy';
      release: ListedRelease;
      folder: string;
      mediaCondition: string | null;
      sleeveCondition: string | null;
      notes: string;
      rating: number;
      addedAt: number;
      customFields: Record<string, string>;
      instanceId: number | null;
      image: string | null;
    }
  | { type: 'want'; release: ListedRelease; notes: string; addedAt: number; image: string | null };

export interface NewImportRow {
  line: number;
  status: 'pending' | 'skipped' | 'failed';
  reason: string;
  releaseId: string;
  artist: string;
  title: string;
  payload: RowPayload | null;
}

export interface ExistingCopy {
  album_id: string;
  folder: string;
  added_at: number;
  media_condition: string | null;
  sleeve_condition: string | null;
  notes: string;
  custom_fields: string;
  discogs_instance_id: number | null;
}

const CHUNK = 200;
/** `in (...)` lists stay well under both dialects' parameter limits. */
const chunks = <T>(items: readonly T[], size = 500): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
};

/** An album row from a listing: shown at once, its full details fetched later (fetched_at 0 says so). */
function listedAlbum(release: ListedRelease, image: string | null) {
  const year = release.year === null ? '' : String(release.year);
  return {
    id: release.releaseId,
    name: release.title,
    artist: release.artist,
    year: release.year,
    genre: '',
    label: release.label,
    country: '',
    released: year,
    notes: '',
    formats: JSON.stringify(release.formats),
    lowest_price: 0,
    tracklist: '[]',
    styles: '[]',
    rating: 0,
    rating_count: 0,
    credits: '',
    discogs_url: null,
    videos: '[]',
    image,
    all_images: image ? JSON.stringify([image]) : '[]',
    search_text: foldForSearch(`${release.artist} ${release.title}`),
    artist_sort: foldForSearch(release.artist),
    name_sort: foldForSearch(release.title),
    genre_sort: '',
    fetched_at: 0,
    catalog_numbers: JSON.stringify(release.catalogNumbers),
  };
}

export function createImportsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Jobs by state, for the metrics. */
    async countByState(): Promise<Array<{ state: string; count: number }>> {
      const rows = await db
        .selectFrom('import_job')
        .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('state')
        .execute();
      return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
    },

    latestOf(userId: string): Promise<ImportJobRow | undefined> {
      return db
        .selectFrom('import_job')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    findOf(userId: string, id: string): Promise<ImportJobRow | undefined> {
      return db
        .selectFrom('import_job')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    find(id: string): Promise<ImportJobRow | undefined> {
      return db.selectFrom('import_job').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async hasActive(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('import_job')
        .select('id')
        .where('user_id', '=', userId)
        .where('state', 'in', ACTIVE_IMPORT_STATES)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The user's copies of these albums, for matching a file against what is there. */
    async copiesOf(userId: string, albumIds: readonly string[]): Promise<ExistingCopy[]> {
      const out: ExistingCopy[] = [];
      for (const ids of chunks([...new Set(albumIds)])) {
        const rows = await db
          .selectFrom('album_copy')
          .select([
            'album_id',
            'folder',
            'added_at',
            'media_condition',
            'sleeve_condition',
            'notes',
            'custom_fields',
            'discogs_instance_id',
          ])
          .where('user_id', '=', userId)
          .where('album_id', 'in', ids)
          .execute();
        out.push(
          ...rows.map((row) => ({
            ...row,
            added_at: Number(row.added_at),
            discogs_instance_id: row.discogs_instance_id === null ? null : Number(row.discogs_instance_id),
          })),
        );
      }
      return out;
    },

    /** Which of these albums the user owns, and which they wish for. */
    async ownedAndWished(userId: string, albumIds: readonly string[]) {
      const owned = new Set<string>();
      const wished = new Set<string>();
      for (const ids of chunks([...new Set(albumIds)])) {
        const [owners, wishes] = await Promise.all([
          db
            .selectFrom('album_owner')
            .select('album_id')
            .where('user_id', '=', userId)
            .where('album_id', 'in', ids)
            .execute(),
          db
            .selectFrom('wishlist_entry')
            .select('album_id')
            .where('user_id', '=', userId)
            .where('album_id', 'in', ids)
            .execute(),
        ]);
        owners.forEach((row) => owned.add(row.album_id));
        wishes.forEach((row) => wished.add(row.album_id));
      }
      return { owned, wished };
    },

    /**
     * Creates the job with its rows. The partial unique index on active jobs
     * refuses a second one: answers null then.
     */
    async create(
      job: { userId: string; kind: ImportJobRow['kind']; source: string; sourceState?: string },
      rows: readonly NewImportRow[],
      now: number,
    ): Promise<ImportJobRow | null> {
      const id = randomUUID();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('import_job')
            .values({
              id,
              user_id: job.userId,
              kind: job.kind,
              source: job.source,
              state: 'queued',
              total_rows: rows.length,
              copies_skipped: rows.filter((row) => row.status === 'skipped' && row.payload?.type === 'copy')
                .length,
              wants_skipped: rows.filter((row) => row.status === 'skipped' && row.payload?.type === 'want')
                .length,
              failed_rows: rows.filter((row) => row.status === 'failed').length,
              source_state: job.sourceState ?? '{}',
              created_at: now,
              updated_at: now,
            })
            .execute();
          await insertRows(trx, id, 0, rows);
        });
      } catch (error) {
        if (await this.hasActive(job.userId)) return null;
        throw error;
      }
      return (await this.find(id)) ?? null;
    },

    /** Adds rows to a job that brings them page by page (an account import). */
    async appendRows(jobId: string, rows: readonly NewImportRow[], sourceState: string, now: number) {
      await db.transaction().execute(async (trx) => {
        const job = await trx
          .selectFrom('import_job')
          .select('total_rows')
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow();
        await insertRows(trx, jobId, job.total_rows, rows);
        await trx
          .updateTable('import_job')
          .set((eb) => ({
            total_rows: eb('total_rows', '+', rows.length),
            copies_skipped: eb(
              'copies_skipped',
              '+',
              rows.filter((row) => row.status === 'skipped' && row.payload?.type === 'copy').length,
            ),
            wants_skipped: eb(
              'wants_skipped',
              '+',
              rows.filter((row) => row.status === 'skipped' && row.payload?.type === 'want').length,
            ),
            failed_rows: eb('failed_rows', '+', rows.filter((row) => row.status === 'failed').length),
            source_state: sourceState,
            updated_at: now,
          }))
          .where('id', '=', jobId)
          .execute();
      });
    },

    /**
     * Takes the oldest job with work whose lease has run out. PostgreSQL skips
     * rows another instance is claiming; SQLite has one writer.
     */
    claimNext(owner: string, now: number, leaseMs: number): Promise<ImportJobRow | undefined> {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('import_job')
          .selectAll()
          .where('state', 'in', ACTIVE_IMPORT_STATES)
          .where((eb) => eb.or([eb('lease_until', '<', now), eb('lease_owner', '=', owner)]))
          .where('resume_at', '<=', now)
          .orderBy('created_at')
          .limit(1);
        if (dialect === 'postgres') query = query.forUpdate().skipLocked();
        const job = await query.executeTakeFirst();
        if (!job) return undefined;
        await trx
          .updateTable('import_job')
          .set({ state: 'running', lease_owner: owner, lease_until: now + leaseMs, updated_at: now })
          .where('id', '=', job.id)
          .execute();
        return { ...job, state: 'running' as const, lease_owner: owner, lease_until: now + leaseMs };
      });
    },

    /** Gives a job back (a stopping instance), so another takes it over without waiting for the lease. */
    async release(jobId: string, owner: string): Promise<void> {
      await db
        .updateTable('import_job')
        .set({ lease_owner: null, lease_until: 0 })
        .where('id', '=', jobId)
        .where('lease_owner', '=', owner)
        .execute();
    },

    rowsFrom(jobId: string, position: number, limit: number): Promise<ImportRowRow[]> {
      return db
        .selectFrom('import_row')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('position', '>=', position)
        .orderBy('position')
        .limit(limit)
        .execute();
    },

    /**
     * Writes one batch in one transaction: albums from the listing, copies,
     * ownerships (marked with the import, so the feed leaves them out) and
     * their stats, wishes, the rows' results and the job's cursor. Answers
     * false, writing nothing, when the job is no longer this worker's or was
     * cancelled: a restart or a second instance never writes a batch twice.
     */
    applyBatch(
      job: { id: string; userId: string; owner: string },
      rows: readonly ImportRowRow[],
      now: number,
      leaseMs: number,
    ): Promise<{ applied: boolean; copiesAdded: number; wantsAdded: number }> {
      return db.transaction().execute(async (trx) => {
        let guard = trx
          .selectFrom('import_job')
          .select(['state', 'cursor'])
          .where('id', '=', job.id)
          .where('lease_owner', '=', job.owner);
        if (dialect === 'postgres') guard = guard.forUpdate();
        const current = await guard.executeTakeFirst();
        const first = rows[0];
        if (!current || current.state !== 'running' || !first || current.cursor !== first.position)
          return { applied: false, copiesAdded: 0, wantsAdded: 0 };

        const pending = rows
          .filter((row) => row.status === 'pending')
          .map((row) => ({ row, payload: JSON.parse(row.payload) as RowPayload }));
        const albumIds = [...new Set(pending.map(({ payload }) => payload.release.releaseId))];
        const results = new Map<number, { status: 'added' | 'skipped'; reason: string }>();
        let copiesAdded = 0;
        let wantsAdded = 0;

        if (albumIds.length > 0) {
          const albums = new Map(
            pending.map(({ payload }) => [
              payload.release.releaseId,
              listedAlbum(payload.release, payload.image),
            ]),
          );
          await trx
            .insertInto('album')
            .values([...albums.values()])
            .onConflict((conflict) => conflict.column('id').doNothing())
            .execute();
          await lockAlbums(trx, dialect, albumIds);

          const copies = pending.flatMap(({ row, payload }) =>
            payload.type === 'copy' ? [{ row, payload }] : [],
          );
          if (copies.length > 0) {
            for (const { row, payload } of copies) {
              const inserted = await trx
                .insertInto('album_copy')
                .values({
                  id: randomUUID(),
                  user_id: job.userId,
                  album_id: payload.release.releaseId,
                  folder: payload.folder,
                  media_condition: payload.mediaCondition,
                  sleeve_condition: payload.sleeveCondition,
                  notes: payload.notes,
                  rating: payload.rating,
                  added_at: payload.addedAt,
                  custom_fields: JSON.stringify(payload.customFields),
                  discogs_instance_id: payload.instanceId,
                  import_id: job.id,
                })
                .onConflict((conflict) =>
                  conflict
                    .columns(['user_id', 'discogs_instance_id'])
                    .where('discogs_instance_id', 'is not', null)
                    .doNothing(),
                )
                .executeTakeFirst();
              const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
              if (added) copiesAdded += 1;
              results.set(
                row.position,
                added ? { status: 'added', reason: '' } : { status: 'skipped', reason: '' },
              );
            }
            const copyAlbums = [...new Set(copies.map(({ payload }) => payload.release.releaseId))];
            await trx
              .insertInto('album_owner')
              .values(
                copyAlbums.map((albumId) => ({
                  album_id: albumId,
                  user_id: job.userId,
                  added_at: now,
                  import_id: job.id,
                })),
              )
              .onConflict((conflict) => conflict.columns(['album_id', 'user_id']).doNothing())
              .execute();
            // An ownership dates from its owner's earliest copy, whatever the import time.
            await trx
              .updateTable('album_owner')
              .set((eb) => ({
                added_at: eb
                  .selectFrom('album_copy')
                  .select((inner) => inner.fn.min('album_copy.added_at').as('earliest'))
                  .whereRef('album_copy.album_id', '=', 'album_owner.album_id')
                  .whereRef('album_copy.user_id', '=', 'album_owner.user_id'),
              }))
              .where('user_id', '=', job.userId)
              .where('album_id', 'in', copyAlbums)
              .execute();
            await trx
              .deleteFrom('wishlist_entry')
              .where('user_id', '=', job.userId)
              .where('album_id', 'in', copyAlbums)
              .execute();
            await refreshOwnerStats(trx, copyAlbums);
          }

          const wants = pending.flatMap(({ row, payload }) =>
            payload.type === 'want' ? [{ row, payload }] : [],
          );
          if (wants.length > 0) {
            const owned = new Set(
              (
                await trx
                  .selectFrom('album_owner')
                  .select('album_id')
                  .where('user_id', '=', job.userId)
                  .where(
                    'album_id',
                    'in',
                    wants.map(({ payload }) => payload.release.releaseId),
                  )
                  .execute()
              ).map((owner) => owner.album_id),
            );
            for (const { row, payload } of wants) {
              if (owned.has(payload.release.releaseId)) {
                results.set(row.position, { status: 'skipped', reason: 'owned' });
                continue;
              }
              const inserted = await trx
                .insertInto('wishlist_entry')
                .values({
                  user_id: job.userId,
                  album_id: payload.release.releaseId,
                  added_at: payload.addedAt,
                  notes: payload.notes,
                  import_id: job.id,
                })
                .onConflict((conflict) => conflict.columns(['user_id', 'album_id']).doNothing())
                .executeTakeFirst();
              const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
              if (added) wantsAdded += 1;
              results.set(row.position, {
                status: added ? 'added' : 'skipped',
                reason: added ? '' : 'wished',
              });
            }
          }
        }

        for (const [position, result] of results) {
          await trx
            .updateTable('import_row')
            .set({ status: result.status, reason: result.reason })
            .where('job_id', '=', job.id)
            .where('position', '=', position)
            .execute();
        }
        const skippedCopies = pending.filter(
          ({ row, payload }) => payload.type === 'copy' && results.get(row.position)?.status === 'skipped',
        ).length;
        const skippedWants = pending.filter(
          ({ row, payload }) => payload.type === 'want' && results.get(row.position)?.status === 'skipped',
        ).length;
        await trx
          .updateTable('import_job')
          .set((eb) => ({
            cursor: rows[rows.length - 1]!.position + 1,
            copies_added: eb('copies_added', '+', copiesAdded),
            wants_added: eb('wants_added', '+', wantsAdded),
            copies_skipped: eb('copies_skipped', '+', skippedCopies),
            wants_skipped: eb('wants_skipped', '+', skippedWants),
            lease_until: now + leaseMs,
            updated_at: now,
          }))
          .where('id', '=', job.id)
          .execute();
        return { applied: true, copiesAdded, wantsAdded };
      });
    },

    /** Ends a job in a final state (or pauses it), if this worker still holds it. */
    async finish(
      jobId: string,
      owner: string | null,
      state: ImportJobRow['state'],
      now: number,
      extra: { error?: string | null; resumeAt?: number; sourceState?: string } = {},
    ): Promise<boolean> {
      let update = db
        .updateTable('import_job')
        .set({
          state,
          updated_at: now,
          ...(state === 'paused' || state === 'ready' ? {} : { finished_at: now }),
          ...(extra.error !== undefined ? { error: extra.error } : {}),
          ...(extra.resumeAt !== undefined ? { resume_at: extra.resumeAt } : {}),
          ...(extra.sourceState !== undefined ? { source_state: extra.sourceState } : {}),
          lease_owner: null,
          lease_until: 0,
        })
        .where('id', '=', jobId)
        .where('state', 'in', ACTIVE_IMPORT_STATES);
      if (owner !== null) update = update.where('lease_owner', '=', owner);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Cancels the user's job: the worker stops before its next batch. */
    async cancel(userId: string, jobId: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('import_job')
        .set({ state: 'cancelled', updated_at: now, finished_at: now, lease_owner: null, lease_until: 0 })
        .where('id', '=', jobId)
        .where('user_id', '=', userId)
        .where('state', 'in', [...ACTIVE_IMPORT_STATES, 'ready'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Starts a listed account's import after its preview. Answers false when
     * it is not ready any more, or another import became active meanwhile
     * (the partial unique index).
     */
    async confirm(userId: string, jobId: string, sourceState: string, now: number): Promise<boolean> {
      try {
        const result = await db
          .updateTable('import_job')
          .set({ state: 'queued', source_state: sourceState, error: null, updated_at: now })
          .where('id', '=', jobId)
          .where('user_id', '=', userId)
          .where('state', '=', 'ready')
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      } catch (error) {
        if (await this.hasActive(userId)) return false;
        throw error;
      }
    },

    /** A preview nobody started saved nothing: a new import replaces it. */
    async discardReady(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const ready = trx
          .selectFrom('import_job')
          .select('id')
          .where('user_id', '=', userId)
          .where('state', '=', 'ready');
        await trx.deleteFrom('import_row').where('job_id', 'in', ready).execute();
        await trx
          .deleteFrom('import_job')
          .where('user_id', '=', userId)
          .where('state', '=', 'ready')
          .execute();
      });
    },

    /** Releases of a job's first rows (an account's collection, listed before its wantlist). */
    async releasesListed(jobId: string, beforePosition: number): Promise<Set<string>> {
      const rows = await db
        .selectFrom('import_row')
        .select('release_id')
        .distinct()
        .where('job_id', '=', jobId)
        .where('position', '<', beforePosition)
        .where('status', '!=', 'failed')
        .execute();
      return new Set(rows.map((row) => row.release_id));
    },

    /** The rows of a listed job as the plan left them: its preview. */
    async plannedRows(jobId: string): Promise<NewImportRow[]> {
      const rows = await db
        .selectFrom('import_row')
        .select(['line', 'status', 'reason', 'release_id', 'artist', 'title', 'payload'])
        .where('job_id', '=', jobId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        line: row.line,
        status: row.status === 'added' ? 'pending' : row.status,
        reason: row.reason,
        releaseId: row.release_id,
        artist: row.artist,
        title: row.title,
        payload: JSON.parse(row.payload) as RowPayload | null,
      }));
    },

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

    reportRows(jobId: string): Promise<ImportRowRow[]> {
      return db
        .selectFrom('import_row')
        .selectAll()
        .where('job_id', '=', jobId)
        .orderBy('position')
        .execute();
    },
  };
}

async function insertRows(trx: Executor, jobId: string, start: number, rows: readonly NewImportRow[]) {
  const values = rows.map((row, index) => ({
    job_id: jobId,
    position: start + index,
    line: row.line,
    status: row.status,
    reason: row.reason,
    release_id: row.releaseId,
    artist: row.artist,
    title: row.title,
    payload: row.payload ? JSON.stringify(row.payload) : '{}',
  }));
  for (const part of chunks(values, CHUNK)) await trx.insertInto('import_row').values(part).execute();
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
