import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type JobRunner, createJobRunner } from '../../lib/jobs.ts';
import { serverActor } from '../../lib/actor.ts';
import { texts } from '../../lib/texts.ts';
import type { MusicDatabase } from '../../music/music-database.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { AlbumsRepository } from '../albums/albums.repository.ts';
import type { ImportBatchRepository } from './import-batch.repository.ts';
import type { ImportJobRow, ImportJobsRepository, ImportRowRow } from './import-jobs.repository.ts';
import type { ListingDetailsRepository } from './listing-details.repository.ts';
import type { ListedRelease } from './discogs-csv.ts';
import type { RowPayload } from './import-rows.ts';

/** At most one progress fact per job in this time: a bar moving twice a second is smooth enough. */
const PROGRESS_EVERY_MS = 500;

/** A row the database refuses alone this many times in a row fails, and the job goes on without it. */
const ROW_ATTEMPTS = 2;
/** A job whose steps fail this many times in a row (not because of one row) stops as failed. */
const JOB_ATTEMPTS = 8;
/** The wait before the next try after `attempts` failures: 1 s, doubling, at most 5 minutes. */
export const backoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 300_000);

/** Whether a file's release says what a stored listing says, word for word. */
function describesAs(
  release: ListedRelease,
  album: {
    name: string;
    artist: string;
    label: string;
    year: number | null;
    formats: string;
    catalog_numbers: string;
  },
): boolean {
  return (
    release.title === album.name &&
    release.artist === album.artist &&
    release.label === album.label &&
    release.year === (album.year === null ? null : Number(album.year)) &&
    JSON.stringify(release.formats) === album.formats &&
    JSON.stringify(release.catalogNumbers) === album.catalog_numbers
  );
}

/** Brings more rows for a job whose source comes page by page (an account); answers false when done. */
export type RowSource = (job: ImportJobRow) => Promise<'more' | 'done' | 'paused'>;

interface WorkerDeps {
  jobs: ImportJobsRepository;
  batches: ImportBatchRepository;
  listings: ListingDetailsRepository;
  albums: AlbumsRepository;
  music: MusicDatabase;
  publisher: Publisher;
  settings: Config['imports'];
  log: FastifyBaseLogger;
  /** Fetches an account's next page into the job's rows. */
  accountSource: RowSource;
  onStep?: (outcome: 'worked' | 'idle' | 'failed') => void;
  /** Notifications: a job is done. */
  onFinished: (userId: string, importId: string) => Promise<void>;
}

/**
 * Runs import jobs a batch at a time, each batch its own transaction, and
 * when no job has work, fetches the full details of albums that are known
 * only from a listing, one at a time in the music database's background lane.
 */
export function createImportWorker({
  jobs,
  batches,
  listings,
  albums,
  music,
  publisher,
  settings,
  log,
  accountSource,
  onStep,
  onFinished,
}: WorkerDeps) {
  const owner = randomUUID();
  const lastProgress = new Map<string, number>();
  let held: string | null = null;

  async function progressed(job: ImportJobRow, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - (lastProgress.get(job.id) ?? 0) < PROGRESS_EVERY_MS) return;
    lastProgress.set(job.id, now);
    await publisher.publish('import.progress', {
      actor: serverActor(job.user_id),
      payload: { importId: job.id },
    });
  }

  async function finished(job: ImportJobRow): Promise<void> {
    lastProgress.delete(job.id);
    const final = await jobs.find(job.id);
    await publisher.publish('import.finish', {
      actor: serverActor(job.user_id),
      // One feed entry per import, and only when it brought records.
      followers: (final?.copies_added ?? 0) > 0,
      payload: { importId: job.id },
    });
    await onFinished(job.user_id, job.id);
  }

  /**
   * A step of this job failed for a reason that is not one row's: it waits
   * (1 s, doubling) so other members' imports and the detail lane run
   * meanwhile, and after JOB_ATTEMPTS failures in a row it stops as failed.
   */
  async function stepFailed(job: ImportJobRow, error: unknown): Promise<void> {
    const now = Date.now();
    const attempts = job.attempts + 1;
    log.warn({ err: error, importId: job.id, attempts }, 'import step failed; will retry later');
    if (attempts >= JOB_ATTEMPTS) {
      if (await jobs.finish(job.id, owner, 'failed', now, { error: texts.imports.jobStopped }))
        await finished(job);
      return;
    }
    await jobs.retryLater(job.id, owner, attempts, now + backoffMs(attempts), now);
  }

  /**
   * A file's rows whose release another member's file listed first, with
   * other text: that text is not this member's, so the music database is
   * asked now (outside any transaction). A release it knows becomes
   * everybody's album; one it does not know refuses those rows, each with
   * the reason in the report. A row that describes the release exactly as
   * the listing does (an export of it, re-imported) is written: that text is
   * its own. Discogs down or busy: the step fails and is tried again later.
   */
  async function confirmListedByOthers(job: ImportJobRow, rows: readonly ImportRowRow[]) {
    const refused = new Map<number, string>();
    if (job.kind === 'account') return refused;
    const pending = rows
      .filter((row) => row.status === 'pending')
      .map((row) => ({ row, release: (JSON.parse(row.payload) as RowPayload).release }));
    const listed = await listings.listedByOthers(
      [...new Set(pending.map(({ release }) => release.releaseId))],
      job.user_id,
    );
    for (const album of listed) {
      const differing = pending.filter(
        ({ release }) => release.releaseId === album.id && !describesAs(release, album),
      );
      if (differing.length === 0) continue;
      const release = await music.release(album.id, { kind: 'background' });
      if (release && release.id === album.id) {
        await albums.upsertRelease(release);
        continue;
      }
      for (const { row } of pending)
        if (row.release_id === album.id) refused.set(row.position, texts.imports.releaseUnknown(album.id));
    }
    return refused;
  }

  /**
   * Writes the job's next batch. When a batch fails, its rows are written
   * one at a time; a row that fails alone, again, fails in the report and
   * never stops the others. A database out of reach blames no row.
   */
  async function writeBatch(job: ImportJobRow): Promise<void> {
    const size = job.cursor < job.isolate_until ? 1 : settings.batchSize;
    const rows = await jobs.rowsFrom(job.id, job.cursor, size);
    if (rows.length === 0) {
      if (await jobs.finish(job.id, owner, 'done', Date.now())) await finished(job);
      held = null;
      return;
    }
    let result;
    try {
      const refused = await confirmListedByOthers(job, rows);
      result = await batches.applyBatch(
        { id: job.id, userId: job.user_id, owner, kind: job.kind },
        rows,
        Date.now(),
        settings.leaseMs,
        refused,
      );
    } catch (error) {
      if (!batches.isRefusal(error)) throw error;
      const last = rows[rows.length - 1]!.position;
      if (rows.length > 1) {
        log.warn({ err: error, importId: job.id }, 'import batch failed; writing its rows one at a time');
        await jobs.isolate(job.id, owner, last + 1, Date.now());
        return;
      }
      if (job.attempts + 1 < ROW_ATTEMPTS) throw error;
      log.warn({ err: error, importId: job.id, line: rows[0]!.line }, 'import row failed; skipped');
      await jobs.failRow(job.id, owner, last, texts.imports.rowNotSaved, Date.now());
      return;
    }
    if (!result.applied) {
      held = null;
      return;
    }
    await progressed(job);
  }

  async function jobStep(): Promise<boolean> {
    const now = Date.now();
    const job = await jobs.claimNext(owner, now, settings.leaseMs);
    if (!job) return false;
    held = job.id;
    try {
      if (job.kind === 'account') {
        // The whole account is listed (network calls outside any transaction) before a row is written.
        const outcome = await accountSource(job);
        if (outcome !== 'done') {
          if (outcome === 'paused') held = null;
          await progressed(job, true);
          return true;
        }
      }
      await writeBatch(job);
    } catch (error) {
      held = null;
      await stepFailed(job, error);
    }
    return true;
  }

  async function detailStep(): Promise<boolean> {
    if (!settings.fetchDetails) return false;
    const albumId = await listings.nextListingOnlyAlbum();
    if (!albumId) return false;
    try {
      const release = await music.release(albumId, { kind: 'background' });
      if (release && release.id === albumId) await albums.upsertRelease(release);
      else await listings.markListingFinal(albumId, Date.now(), texts.imports.onlyYourDescription);
      return true;
    } catch (error) {
      // Discogs down or busy: the listing stays and the lane tries again at the next poll.
      log.warn({ err: error, albumId }, 'import detail fetch failed; will retry');
      return false;
    }
  }

  const runner: JobRunner = createJobRunner({
    step: async () => (await jobStep()) || (await detailStep()),
    pauseMs: settings.batchPauseMs,
    pollMs: 1000,
    log,
    name: 'imports',
    onStep,
  });

  return {
    start: runner.start,
    wake: runner.wake,
    /** Stops after the batch under way and gives the job back, so another instance resumes it at once. */
    async stop() {
      await runner.stop();
      if (held) await jobs.release(held, owner).catch(() => undefined);
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
