import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { ACTIVE_IMPORT_STATES } from '@surcos/contracts/imports';
import type { Dialect } from '../../db/database.ts';
import type { Executor } from '../../db/paging.ts';
import type { Database, ImportJobTable, ImportRowTable } from '../../db/schema.ts';
import { chunks, type NewImportRow, type RowPayload } from './import-rows.ts';

export type ImportJobRow = Selectable<ImportJobTable>;
export type ImportRowRow = Selectable<ImportRowTable>;

/** A file's job started without a preview: queued as soon as it is planned, so already the user's import. */
export const QUEUE_WHEN_PLANNED = '{"queue":true}';

/** A preview nobody started, or a file being planned only for its preview. */
const previewOnly = (eb: ExpressionBuilder<Database, 'import_job'>) =>
  eb.or([
    eb('state', '=', 'ready'),
    eb.and([eb('state', '=', 'planning'), eb('source_state', '!=', QUEUE_WHEN_PLANNED)]),
  ]);

/** Rows per insert statement. */
const CHUNK = 200;

const skippedOf = (rows: readonly NewImportRow[], type: RowPayload['type']) =>
  rows.filter((row) => row.status === 'skipped' && row.payload?.type === type).length;
const failedOf = (rows: readonly NewImportRow[]) => rows.filter((row) => row.status === 'failed').length;

/** A job's row counters grown by another part of its planned rows. */
const countersGrownBy = (eb: ExpressionBuilder<Database, 'import_job'>, rows: readonly NewImportRow[]) => ({
  total_rows: eb('total_rows', '+', rows.length),
  copies_skipped: eb('copies_skipped', '+', skippedOf(rows, 'copy')),
  wants_skipped: eb('wants_skipped', '+', skippedOf(rows, 'want')),
  failed_rows: eb('failed_rows', '+', failedOf(rows)),
});

/**
 * An import job's life: created with its planned rows (or given them page by
 * page), claimed under a lease by a worker, finished, cancelled, confirmed
 * after a preview or discarded; and the reads of the job and its rows.
 */
export function createImportJobsRepository(db: Kysely<Database>, dialect: Dialect) {
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

    /** Whether the user has an import with work, or a file being planned to be queued at once. */
    async hasActive(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('import_job')
        .select('id')
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('state', 'in', ACTIVE_IMPORT_STATES),
            eb.and([eb('state', '=', 'planning'), eb('source_state', '=', QUEUE_WHEN_PLANNED)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Creates the job with its rows. The partial unique index on active jobs
     * refuses a second one: answers null then.
     */
    async create(
      job: {
        userId: string;
        kind: ImportJobRow['kind'];
        source: string;
        sourceState?: string;
        /** A file starts 'planning' (its rows come as it is read), held by its planner until `leaseUntil`. */
        planning?: { owner: string; leaseUntil: number };
      },
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
              state: job.planning ? 'planning' : 'queued',
              ...(job.planning
                ? { lease_owner: job.planning.owner, lease_until: job.planning.leaseUntil }
                : {}),
              total_rows: rows.length,
              copies_skipped: skippedOf(rows, 'copy'),
              wants_skipped: skippedOf(rows, 'want'),
              failed_rows: failedOf(rows),
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
            ...countersGrownBy(eb, rows),
            source_state: sourceState,
            updated_at: now,
            attempts: 0,
          }))
          .where('id', '=', jobId)
          .execute();
      });
    },

    /**
     * Adds a part of a file's planned rows while it is still 'planning' and
     * renews the planner's hold. Answers false, adding nothing, when the job
     * is no longer planning (cancelled, or replaced by a new file).
     */
    async appendPlanned(jobId: string, rows: readonly NewImportRow[], now: number, leaseUntil: number) {
      return db.transaction().execute(async (trx) => {
        let guard = trx.selectFrom('import_job').select(['state', 'total_rows']).where('id', '=', jobId);
        if (dialect === 'postgres') guard = guard.forUpdate();
        const job = await guard.executeTakeFirst();
        if (job?.state !== 'planning') return false;
        await insertRows(trx, jobId, job.total_rows, rows);
        await trx
          .updateTable('import_job')
          .set((eb) => ({
            ...countersGrownBy(eb, rows),
            lease_until: leaseUntil,
            updated_at: now,
          }))
          .where('id', '=', jobId)
          .execute();
        return true;
      });
    },

    /**
     * A file is planned: it waits as 'ready' for the person, or is queued at
     * once when they started it without a preview. Answers 'busy' when
     * another import became active meanwhile (the partial unique index).
     */
    async finishPlanning(jobId: string, queue: boolean, now: number): Promise<'done' | 'gone' | 'busy'> {
      try {
        const result = await db
          .updateTable('import_job')
          .set({ state: queue ? 'queued' : 'ready', lease_owner: null, lease_until: 0, updated_at: now })
          .where('id', '=', jobId)
          .where('state', '=', 'planning')
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'done' : 'gone';
      } catch (error) {
        const job = await this.find(jobId);
        if (job && (await this.hasActive(job.user_id))) return 'busy';
        throw error;
      }
    },

    /** A file that cannot be planned (or whose planner stopped): failed, with why, and without its rows. */
    async failPlanning(jobId: string, error: string, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('import_job')
          .set({
            state: 'failed',
            error,
            total_rows: 0,
            copies_skipped: 0,
            wants_skipped: 0,
            failed_rows: 0,
            lease_owner: null,
            lease_until: 0,
            updated_at: now,
            finished_at: now,
          })
          .where('id', '=', jobId)
          .where('state', '=', 'planning')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('import_row').where('job_id', '=', jobId).execute();
        return true;
      });
    },

    /** The rows of a job that cannot be imported, with their lines and reasons: a file's preview lists them. */
    failedRows(jobId: string): Promise<Array<{ line: number; reason: string }>> {
      return db
        .selectFrom('import_row')
        .select(['line', 'reason'])
        .where('job_id', '=', jobId)
        .where('status', '=', 'failed')
        .orderBy('position')
        .execute();
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
     * A step of the job failed: it is tried again not before `resumeAt`, by
     * any worker, with the failure counted. Answers false when the job is no
     * longer this worker's.
     */
    async retryLater(jobId: string, owner: string, attempts: number, resumeAt: number, now: number) {
      const result = await db
        .updateTable('import_job')
        .set({ attempts, resume_at: resumeAt, lease_owner: null, lease_until: 0, updated_at: now })
        .where('id', '=', jobId)
        .where('lease_owner', '=', owner)
        .where('state', 'in', ACTIVE_IMPORT_STATES)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A batch failed: its rows, up to `until`, are written one at a time from now on. */
    async isolate(jobId: string, owner: string, until: number, now: number): Promise<void> {
      await db
        .updateTable('import_job')
        .set({ isolate_until: until, updated_at: now })
        .where('id', '=', jobId)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /**
     * A row the database refuses even alone, again and again: it fails with
     * `reason`, the job moves past it, and its other rows go on.
     */
    async failRow(jobId: string, owner: string, position: number, reason: string, now: number) {
      return db.transaction().execute(async (trx) => {
        let guard = trx
          .selectFrom('import_job')
          .select(['state', 'cursor'])
          .where('id', '=', jobId)
          .where('lease_owner', '=', owner);
        if (dialect === 'postgres') guard = guard.forUpdate();
        const current = await guard.executeTakeFirst();
        if (current?.state !== 'running' || current.cursor !== position) return false;
        await trx
          .updateTable('import_row')
          .set({ status: 'failed', reason })
          .where('job_id', '=', jobId)
          .where('position', '=', position)
          .execute();
        await trx
          .updateTable('import_job')
          .set((eb) => ({
            cursor: position + 1,
            failed_rows: eb('failed_rows', '+', 1),
            attempts: 0,
            updated_at: now,
          }))
          .where('id', '=', jobId)
          .execute();
        return true;
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
        .where('state', 'in', [...ACTIVE_IMPORT_STATES, 'ready', 'planning'])
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

    /** A preview nobody started (or still being planned) saved nothing: a new import replaces it. */
    async discardReady(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const ready = trx
          .selectFrom('import_job')
          .select('id')
          .where('user_id', '=', userId)
          .where(previewOnly);
        await trx.deleteFrom('import_row').where('job_id', 'in', ready).execute();
        await trx.deleteFrom('import_job').where('user_id', '=', userId).where(previewOnly).execute();
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

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
