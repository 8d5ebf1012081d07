import type { AccountImportBody, CurrentImport, ImportJob, ImportPreview } from '@surcos/contracts/imports';
import { texts } from '@surcos/contracts/texts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { type AccountCursor, startCursor } from './discogs-account.ts';
import { ImportFileError, readDiscogsExport } from './discogs-csv.ts';
import { planExport, previewOf } from './import-plan.ts';
import { presentImportJob, presentReport } from './imports.presenter.ts';
import type { ImportJobRow, ImportJobsRepository } from './import-jobs.repository.ts';
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
}

/** The file as a whole cannot be used: a clear Spanish 400 (413 when too large), nothing saved. */
function readFile(file: Buffer) {
  try {
    return readDiscogsExport(file);
  } catch (error) {
    if (error instanceof ImportFileError)
      throw new AppError(
        error.message === texts.imports.fileTooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED',
        error.message,
      );
    throw error;
  }
}

export function createImportsService({ jobs, plans, listings, publisher, wake, tokens }: ImportsDeps) {
  /** A job as the page shows it; a listed account's carries its preview. */
  async function presentJob(job: ImportJobRow): Promise<ImportJob> {
    const preview = job.state === 'ready' ? previewOf('account', await jobs.plannedRows(job.id)) : null;
    return presentImportJob(job, await listings.detailsPending(job.id), preview);
  }

  async function present(jobId: string): Promise<ImportJob> {
    const job = await jobs.find(jobId);
    if (!job) throw new AppError('NOT_FOUND', texts.imports.jobNotFound);
    return presentJob(job);
  }

  return {
    /** What importing this file would do; saves nothing. */
    async preview(userId: string, file: Buffer): Promise<ImportPreview> {
      const parsed = readFile(file);
      return previewOf(parsed.kind, await planExport(plans, userId, parsed, Date.now()));
    },

    /**
     * Starts an import job from a file. A second one while the first is
     * active is refused with 409 (not queued): the user sees the running one.
     */
    async start(actor: Actor, file: Buffer, source: string): Promise<ImportJob> {
      const parsed = readFile(file);
      await jobs.discardReady(actor.userId);
      if (await jobs.hasActive(actor.userId)) throw new AppError('IMPORT_IN_PROGRESS');
      const now = Date.now();
      const rows = await planExport(plans, actor.userId, parsed, now);
      const job = await jobs.create({ userId: actor.userId, kind: parsed.kind, source }, rows, now);
      if (!job) throw new AppError('IMPORT_IN_PROGRESS');
      wake();
      await publisher.publish('import.progress', { actor, payload: { importId: job.id } });
      return presentImportJob(job, 0);
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
      return presentImportJob(job, 0);
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
      const job = await jobs.latestOf(userId);
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
