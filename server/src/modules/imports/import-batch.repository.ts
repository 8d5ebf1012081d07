import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { lockAlbums, ownedAmong, refreshOwnerStats } from '../../db/album-owners.ts';
import { databaseUnavailableKind } from '../../db/connection-errors.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { foldForSearch } from '../../music/normalize.ts';
import { refreshMatchesOfLists } from '../../db/match-tables.ts';
import { insertOwnerships } from '../albums/albums.repository.ts';
import type { ListedRelease } from './discogs-csv.ts';
import type { ImportRowRow } from './import-jobs.repository.ts';
import type { RowPayload } from './import-rows.ts';

type Trx = Transaction<Database>;

/** The job a batch belongs to, and the worker that holds its lease. */
interface BatchJob {
  id: string;
  userId: string;
  owner: string;
  /** A file's text is its importer's; an account's listing is the music database's own. */
  kind: 'collection' | 'wantlist' | 'account';
}

interface Pending<Payload extends RowPayload = RowPayload> {
  row: ImportRowRow;
  payload: Payload;
}
type PendingCopy = Pending<Extract<RowPayload, { type: 'copy' }>>;
type PendingWant = Pending<Extract<RowPayload, { type: 'want' }>>;

/** What became of each written row, by its position in the job. */
type Results = Map<number, { status: 'added' | 'skipped'; reason: string }>;

const countOf = (results: Results, status: 'added' | 'skipped') =>
  [...results.values()].filter((result) => result.status === status).length;

/**
 * An album row from a listing: shown at once, its full details fetched later
 * (fetched_at 0 says so). From a file, `listedBy` is the importer: the text
 * is their description until the music database confirms the release.
 */
function listedAlbum(release: ListedRelease, image: string | null, listedBy: string | null) {
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
    listed_by: listedBy,
  };
}

/**
 * Whether the worker still holds the job, running, with its cursor at the
 * batch's first row; on PostgreSQL the job's row stays locked until the
 * batch commits.
 */
async function holdsBatch(trx: Trx, dialect: Dialect, job: BatchJob, first: ImportRowRow | undefined) {
  let guard = trx
    .selectFrom('import_job')
    .select(['state', 'cursor'])
    .where('id', '=', job.id)
    .where('lease_owner', '=', job.owner);
  if (dialect === 'postgres') guard = guard.forUpdate();
  const current = await guard.executeTakeFirst();
  return current?.state === 'running' && first !== undefined && current.cursor === first.position;
}

/** The batch's rows still to write, with what each writes; `refused` ones are not written. */
function pendingOf(rows: readonly ImportRowRow[], refused: ReadonlyMap<number, string>) {
  const all = rows
    .filter((row) => row.status === 'pending' && !refused.has(row.position))
    .map((row) => ({ row, payload: JSON.parse(row.payload) as RowPayload }));
  return {
    all,
    copies: all.flatMap(({ row, payload }) => (payload.type === 'copy' ? [{ row, payload }] : [])),
    wants: all.flatMap(({ row, payload }) => (payload.type === 'want' ? [{ row, payload }] : [])),
  };
}

/**
 * The batch's releases as albums, locked for the ownership writes. One known
 * already stays as it is, but for a member's listing that a Discogs
 * account's own listing now confirms: it takes the account's text.
 */
async function storeListedAlbums(trx: Trx, dialect: Dialect, job: BatchJob, pending: readonly Pending[]) {
  if (pending.length === 0) return;
  const listedBy = job.kind === 'account' ? null : job.userId;
  const albums = new Map(
    pending.map(({ payload }) => [
      payload.release.releaseId,
      listedAlbum(payload.release, payload.image, listedBy),
    ]),
  );
  await trx
    .insertInto('album')
    .values([...albums.values()])
    .onConflict((conflict) =>
      listedBy === null
        ? conflict
            .column('id')
            .doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              artist: eb.ref('excluded.artist'),
              year: eb.ref('excluded.year'),
              label: eb.ref('excluded.label'),
              released: eb.ref('excluded.released'),
              formats: eb.ref('excluded.formats'),
              image: eb.ref('excluded.image'),
              all_images: eb.ref('excluded.all_images'),
              search_text: eb.ref('excluded.search_text'),
              artist_sort: eb.ref('excluded.artist_sort'),
              name_sort: eb.ref('excluded.name_sort'),
              catalog_numbers: eb.ref('excluded.catalog_numbers'),
              listed_by: null,
            }))
            .where('album.listed_by', 'is not', null)
        : conflict.column('id').doNothing(),
    )
    .execute();
  await lockAlbums(trx, dialect, [...albums.keys()]);
}

/** Rows refused before writing (a release the music database does not know): failed, with their reason. */
async function recordRefusals(trx: Trx, jobId: string, refused: ReadonlyMap<number, string>) {
  for (const [position, reason] of refused) {
    await trx
      .updateTable('import_row')
      .set({ status: 'failed', reason })
      .where('job_id', '=', jobId)
      .where('position', '=', position)
      .execute();
  }
}

/** Each copy is added unless its Discogs instance is stored already; then the user owns their albums. */
async function writeCopies(trx: Trx, job: BatchJob, copies: readonly PendingCopy[], now: number) {
  const results: Results = new Map();
  if (copies.length === 0) return results;
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
    // A pending row's reason is what the plan cut to fit a copy's limits: the report keeps it.
    results.set(row.position, { status: added ? 'added' : 'skipped', reason: row.reason });
  }
  await ownAlbums(trx, job, [...new Set(copies.map(({ payload }) => payload.release.releaseId))], now);
  return results;
}

/**
 * The ownerships of the copies' albums, marked with the import so the feed
 * leaves them out of its album items, each dated from its earliest copy
 * whatever the import's time; owned albums leave the wishlist.
 */
async function ownAlbums(trx: Trx, job: BatchJob, albumIds: readonly string[], now: number): Promise<void> {
  await insertOwnerships(trx, job.userId, albumIds, now, job.id);
  // syncOwnershipDate's rule, for the whole batch in one statement rather than several per album.
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
    .where('album_id', 'in', albumIds)
    .execute();
  await trx
    .deleteFrom('wishlist_entry')
    .where('user_id', '=', job.userId)
    .where('album_id', 'in', albumIds)
    .execute();
  await refreshOwnerStats(trx, albumIds);
}

/** Each want is added unless the user owns its album (this batch's copies too) or wishes for it already. */
async function writeWants(trx: Trx, job: BatchJob, wants: readonly PendingWant[]) {
  const results: Results = new Map();
  if (wants.length === 0) return results;
  const owned = await ownedAmong(
    trx,
    job.userId,
    wants.map(({ payload }) => payload.release.releaseId),
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
    results.set(row.position, { status: added ? 'added' : 'skipped', reason: added ? row.reason : 'wished' });
  }
  return results;
}

async function recordResults(trx: Trx, jobId: string, results: Results): Promise<void> {
  for (const [position, result] of results) {
    await trx
      .updateTable('import_row')
      .set({ status: result.status, reason: result.reason })
      .where('job_id', '=', jobId)
      .where('position', '=', position)
      .execute();
  }
}

/** Moves the job's cursor past the batch, adds up what its rows did and renews the lease. */
async function advanceJob(
  trx: Trx,
  jobId: string,
  batch: { cursor: number; copies: Results; wants: Results; failed: number },
  now: number,
  leaseMs: number,
): Promise<void> {
  await trx
    .updateTable('import_job')
    .set((eb) => ({
      cursor: batch.cursor,
      copies_added: eb('copies_added', '+', countOf(batch.copies, 'added')),
      wants_added: eb('wants_added', '+', countOf(batch.wants, 'added')),
      copies_skipped: eb('copies_skipped', '+', countOf(batch.copies, 'skipped')),
      wants_skipped: eb('wants_skipped', '+', countOf(batch.wants, 'skipped')),
      failed_rows: eb('failed_rows', '+', batch.failed),
      lease_until: now + leaseMs,
      updated_at: now,
      attempts: 0,
    }))
    .where('id', '=', jobId)
    .execute();
}

/** The import worker's writes: one batch of a job's rows at a time. */
export function createImportBatchRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Whether a failed write was the database refusing it (a row may be to blame), not the database out of reach. */
    isRefusal: (error: unknown): boolean => databaseUnavailableKind(error) === null,

    /**
     * Writes one batch in one transaction: albums from the listing, copies,
     * ownerships and their stats, wishes, the rows' results and the job's
     * cursor. Answers false, writing nothing, when the job is no longer this
     * worker's or was cancelled: a restart or a second instance never writes
     * a batch twice.
     */
    applyBatch(
      job: BatchJob,
      rows: readonly ImportRowRow[],
      now: number,
      leaseMs: number,
      refused: ReadonlyMap<number, string> = new Map(),
    ): Promise<{ applied: boolean; copiesAdded: number; wantsAdded: number }> {
      return db.transaction().execute(async (trx) => {
        if (!(await holdsBatch(trx, dialect, job, rows[0])))
          return { applied: false, copiesAdded: 0, wantsAdded: 0 };
        const pending = pendingOf(rows, refused);
        await recordRefusals(trx, job.id, refused);
        await storeListedAlbums(trx, dialect, job, pending.all);
        const copies = await writeCopies(trx, job, pending.copies, now);
        const wants = await writeWants(trx, job, pending.wants);
        await refreshMatchesOfLists(
          trx,
          dialect,
          job.userId,
          [...pending.copies, ...pending.wants].map(({ payload }) => payload.release.releaseId),
        );
        await recordResults(trx, job.id, copies);
        await recordResults(trx, job.id, wants);
        const cursor = rows[rows.length - 1]!.position + 1;
        await advanceJob(trx, job.id, { cursor, copies, wants, failed: refused.size }, now, leaseMs);
        return { applied: true, copiesAdded: countOf(copies, 'added'), wantsAdded: countOf(wants, 'added') };
      });
    },
  };
}

export type ImportBatchRepository = ReturnType<typeof createImportBatchRepository>;
