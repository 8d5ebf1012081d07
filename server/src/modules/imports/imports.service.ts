import type { AccountImportBody, CurrentImport, ImportJob, ImportPreview } from '@surcos/contracts/imports';
import { texts } from '../../lib/texts.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { type AccountCursor, startCursor } from './discogs-account.ts';
import { ImportFileError } from './discogs-csv.ts';
import { type FileHead, type FilePlanner, PLANNING_LEASE_MS, readHead } from './import-file-planner.ts';
import { filePreview, previewOf } from './import-plan.ts';
import { type ImportDetails, noDetails, presentImportJob, presentReport } from './imports.presenter.ts';
import {
  type ImportJobRow,
  type ImportJobsRepository,
  QUEUE_WHEN_PLANNED,
} from './import-jobs.repository.ts';
import type { ImportPlanRepository } from './import-plan.repository.ts';
import type { ListingDetailsRepository } from './listing-details.repository.ts';

interface ImportsDeps {
  jobs: ImportJobsRepository;
  plans: ImportPlanRepository;
  listings: ListingDetailsRepository;
  publisher: Publisher;
  /** New work for the worker: it runs now instead of at its next poll. */
  wake: () => void;
  /** Personal Discogs tokens of running account imports, in memory only. */
  tokens: Map<string, string>;
  /** Reads and plans uploaded files off the request. */
  planner: FilePlanner;
  /** 'discogs' when the worker's detail lane fetches imported albums' details; else only the file's are kept. */
  detailsSource: ImportDetails['source'];
  /** The member stopped an import: what it added stays, and their followers elsewhere hear of it. */
  onCancelled: (userId: string, importId: string) => Promise<void>;
}

/** The file as a whole cannot be used: a clear Spanish 400 (413 when too large), nothing saved. */
async function readFileHead(file: Buffer): Promise<FileHead> {
  try {
    return await readHead(file);
  } catch (error) {
    if (error instanceof ImportFileError)
      throw new AppError(
        error.message === texts.imports.fileTooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED',
        error.message,
      );
    throw error;
  }
}

export function createImportsService({
  jobs,
  listings,
  publisher,
  wake,
  tokens,
  planner,
  detailsSource,
  onCancelled,
}: ImportsDeps) {
  /** What the job would import: a file's as its rows are planned, a listed account's once listed. */
  async function previewOfJob(job: ImportJobRow): Promise<ImportPreview | null> {
    if (job.state !== 'planning' && job.state !== 'ready') return null;
    if (job.kind !== 'account') return filePreview(job, await jobs.failedRows(job.id));
    return job.state === 'ready' ? previewOf('account', await jobs.plannedRows(job.id)) : null;
  }

  /** A job as the page shows it, with its preview while it has one. */
  async function presentJob(job: ImportJobRow): Promise<ImportJob> {
    return presentImportJob(
      job,
      { source: detailsSource, ...(await listings.detailsOf(job.id)) },
      await previewOfJob(job),
    );
  }

  /**
   * Takes a file: its quick checks answer at once (a Spanish 400 or 413,
   * nothing saved), then it is read and planned in the background as a job
   * 'planning', whose preview fills in; it waits as 'ready' for the person,
   * or is queued at once (`queue`). One import at a time: 409 while one is
   * active.
   */
  async function startFile(actor: Actor, file: Buffer, source: string, queue: boolean): Promise<ImportJob> {
    const head = await readFileHead(file);
    await jobs.discardReady(actor.userId);
    if (await jobs.hasActive(actor.userId)) throw new AppError('IMPORT_IN_PROGRESS');
    const now = Date.now();
    const job = await jobs.create(
      {
        userId: actor.userId,
        kind: head.kind,
        source,
        sourceState: queue ? QUEUE_WHEN_PLANNED : '{}',
        planning: { owner: planner.owner, leaseUntil: now + PLANNING_LEASE_MS },
      },
      [],
      now,
    );
    if (!job) throw new AppError('IMPORT_IN_PROGRESS');
    planner.plan(job, file, head, queue);
    await publisher.publish('import.progress', { actor, payload: { importId: job.id } });
    return presentJob(job);
  }

  async function present(jobId: string): Promise<ImportJob> {
    const job = await jobs.find(jobId);
    if (!job) throw new AppError('NOT_FOUND', texts.imports.jobNotFound);
    return presentJob(job);
  }

  return {
    /** What importing this file would do: planned in the background, saving nothing until it starts. */
    preview(actor: Actor, file: Buffer, source: string): Promise<ImportJob> {
      return startFile(actor, file, source, false);
    },

    /** Imports a file without a preview: planned in the background, then queued. */
    start(actor: Actor, file: Buffer, source: string): Promise<ImportJob> {
      return startFile(actor, file, source, true);
    },

    /**
     * Lists a Discogs account for its preview: the job brings the collection
     * and the wantlist page by page, then waits as 'ready' until the person
     * starts it (`confirm`). The token, if any, lives in memory for the
     * listing only; after a restart a private collection needs it again.
     */
    async startAccount(actor: Actor, body: AccountImportBody): Promise<ImportJob> {
      await jobs.discardReady(actor.userId);
      if (await jobs.hasActive(actor.userId)) throw new AppError('IMPORT_IN_PROGRESS');
      const now = Date.now();
      const job = await jobs.create(
        {
          userId: actor.userId,
          kind: 'account',
          source: body.username,
          sourceState: JSON.stringify(startCursor(body.username)),
        },
        [],
        now,
      );
      if (!job) throw new AppError('IMPORT_IN_PROGRESS');
      if (body.token) tokens.set(job.id, body.token);
      wake();
      await publisher.publish('import.progress', { actor, payload: { importId: job.id } });
      return presentImportJob(job, noDetails(detailsSource));
    },

    /** 'Importar' after an account's preview: its listed rows are written from now on. */
    async confirm(actor: Actor, id: string): Promise<ImportJob> {
      const job = await jobs.findOf(actor.userId, id);
      if (!job) throw new AppError('NOT_FOUND', texts.imports.jobNotFound);
      if (job.state !== 'ready') throw new AppError('IMPORT_IN_PROGRESS');
      const cursor = { ...(JSON.parse(job.source_state) as AccountCursor), confirmed: true };
      if (!(await jobs.confirm(actor.userId, id, JSON.stringify(cursor), Date.now())))
        throw new AppError('IMPORT_IN_PROGRESS');
      wake();
      await publisher.publish('import.progress', { actor, payload: { importId: id } });
      return present(id);
    },

    async current(userId: string): Promise<CurrentImport> {
      let job = await jobs.latestOf(userId);
      // A file whose planner went silent (its server stopped) will not be planned: it says so.
      if (job?.state === 'planning' && Number(job.lease_until) < Date.now()) {
        await jobs.failPlanning(job.id, texts.imports.planningInterrupted, Date.now());
        job = await jobs.find(job.id);
      }
      return { job: job ? await presentJob(job) : null };
    },

    /** Stops the job before its next batch; what it added stays. */
    async cancel(actor: Actor, id: string): Promise<ImportJob> {
      const job = await jobs.findOf(actor.userId, id);
      if (!job) throw new AppError('NOT_FOUND', texts.imports.jobNotFound);
      if (await jobs.cancel(actor.userId, id, Date.now())) {
        tokens.delete(id);
        const cancelled = await jobs.find(id);
        // What it added stays, so followers hear of it like of a finished import.
        await publisher.publish('import.finish', {
          actor,
          followers: (cancelled?.copies_added ?? 0) > 0,
          payload: { importId: id },
        });
        await onCancelled(actor.userId, id);
      }
      return present(id);
    },

    async report(userId: string, id: string): Promise<string> {
      const job = await jobs.findOf(userId, id);
      if (!job) throw new AppError('NOT_FOUND', texts.imports.jobNotFound);
      return presentReport(await jobs.reportRows(id));
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
