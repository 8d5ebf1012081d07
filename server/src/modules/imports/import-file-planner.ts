import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setImmediate as turn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@surcos/contracts/limits';
import { texts } from '../../lib/texts.ts';
import { serverActor } from '../../lib/actor.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { ImportFileError, readDiscogsRows } from './discogs-csv.ts';
import { planExport } from './import-plan.ts';
import type { ImportJobRow, ImportJobsRepository } from './import-jobs.repository.ts';
import type { ImportPlanRepository } from './import-plan.repository.ts';

const t = texts.imports;

/** Bytes handed to the parser at a time, and rows planned and stored together. */
const SLICE_BYTES = 64 * 1024;
const PART_ROWS = 500;
/** A planner renews its hold on the job at every part; one silent this long has stopped (a restart). */
export const PLANNING_LEASE_MS = 60_000;
/** At most one progress fact per file in this time. */
const PROGRESS_EVERY_MS = 500;

const PARSE_OPTIONS = { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false } as const;

/** What the upload's quick look at a file found: its kind, and the header its rows are read under. */
export interface FileHead {
  kind: 'collection' | 'wantlist';
  header: string[];
}

/**
 * The checks a file passes before it is accepted, all cheap: size, not
 * binary, and a header with release_id (only the first record is parsed).
 */
export async function readHead(file: Buffer): Promise<FileHead> {
  if (file.byteLength === 0) throw new ImportFileError(t.fileEmpty);
  if (file.byteLength > IMPORT_MAX_BYTES) throw new ImportFileError(t.fileTooLarge);
  // A NUL byte never appears in text: this is an image, a spreadsheet or another binary file.
  if (file.includes(0)) throw new ImportFileError(t.notCsv);
  const parser = parse({ ...PARSE_OPTIONS, to: 1 });
  parser.end(file.subarray(0, SLICE_BYTES));
  let header: string[] | undefined;
  try {
    for await (const record of parser as AsyncIterable<string[]>) header ??= record;
  } catch {
    // Only the first record matters here: a cut in a later one is read properly while planning.
  }
  if (!header) throw new ImportFileError(t.notCsv);
  if (!header.includes('release_id')) throw new ImportFileError(t.noReleaseId);
  const columns = new Set(header.map((name) => name.trim()));
  const isCollection = columns.has('CollectionFolder') || columns.has('Collection Media Condition');
  return { kind: isCollection ? 'collection' : 'wantlist', header };
}

interface PlannerDeps {
  jobs: ImportJobsRepository;
  plans: ImportPlanRepository;
  publisher: Publisher;
  log: FastifyBaseLogger;
  /** The job is queued: the worker takes it now. */
  wake: () => void;
}

/**
 * Reads and plans an uploaded file in the background, off the request: the
 * bytes go to a streaming parser a slice at a time, and every 500 rows are
 * planned and stored with the job in their own transaction, the event loop
 * free in between. The job's preview grows as the rows do; at the end the
 * job is 'ready' (or queued, when started without a preview). Memory holds
 * the file and one part of rows, never the whole file parsed.
 */
export function createFilePlanner({ jobs, plans, publisher, log, wake }: PlannerDeps) {
  /** Who holds the jobs this process plans. */
  const owner = randomUUID();
  const running = new Set<Promise<void>>();
  let stopping = false;

  async function planFile(job: ImportJobRow, file: Buffer, head: FileHead, queue: boolean) {
    const actor = serverActor(job.user_id);
    let lastProgress = 0;
    const progressed = async (force = false) => {
      const now = Date.now();
      if (!force && now - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = now;
      await publisher.publish('import.progress', { actor, payload: { importId: job.id } });
    };

    let rowsRead = 0;
    let part: string[][] = [];
    /** Plans and stores the rows read so far; false when the job stopped planning (cancelled, replaced). */
    const store = async (): Promise<boolean> => {
      // A stopping server leaves the job: its hold runs out and the person is asked to upload it again.
      if (stopping) return false;
      const rows = part;
      part = [];
      if (rows.length === 0) return true;
      const firstLine = rowsRead - rows.length + 2;
      const now = Date.now();
      const planned = await planExport(
        plans,
        job.user_id,
        readDiscogsRows(head.header, rows, firstLine),
        now,
      );
      const kept = await jobs.appendPlanned(job.id, planned, now, now + PLANNING_LEASE_MS);
      await progressed();
      await turn();
      return kept;
    };

    // The parser is driven by hand: a slice is parsed when written, its rows read at once, and the
    // event loop turns before the next slice, so the file is never parsed ahead of its planning.
    const parser = parse(PARSE_OPTIONS);
    let parseError: unknown = null;
    parser.on('error', (error) => {
      parseError ??= error;
    });
    let header = true;
    let failure: string | null = null;
    /** Takes the rows parsed so far; false when planning stops. */
    const take = async (): Promise<boolean> => {
      for (
        let record = parser.read() as string[] | null;
        record !== null;
        record = parser.read() as string[] | null
      ) {
        // The header was read at the upload.
        if (header) {
          header = false;
          continue;
        }
        rowsRead += 1;
        if (rowsRead > IMPORT_MAX_ROWS) {
          failure = t.tooManyRows;
          return false;
        }
        part.push(record);
        if (part.length === PART_ROWS && !(await store())) return false;
      }
      return true;
    };

    /** Whether every row was stored; false when planning stopped (a failure, or the job went). */
    const readAll = async (): Promise<boolean> => {
      for (let offset = 0; offset < file.byteLength; offset += SLICE_BYTES) {
        parser.write(file.subarray(offset, offset + SLICE_BYTES));
        await turn();
        if (parseError || !(await take())) return false;
      }
      parser.end();
      await once(parser, 'finish').catch(() => undefined);
      return !parseError && (await take()) && (await store());
    };

    let complete: boolean;
    try {
      complete = await readAll();
    } finally {
      parser.destroy();
    }
    if (parseError) failure = t.notCsv;
    else if (complete && rowsRead === 0) failure = t.noRows;
    // The job went (cancelled, replaced) or the server is stopping: nothing more to say on it.
    if (failure === null && !complete) return;

    const now = Date.now();
    if (failure !== null) {
      await jobs.failPlanning(job.id, failure, now);
    } else {
      const outcome = await jobs.finishPlanning(job.id, queue, now);
      if (outcome === 'busy') await jobs.failPlanning(job.id, t.alreadyRunning, now);
      if (outcome === 'done' && queue) wake();
    }
    await progressed(true);
  }

  return {
    owner,
    /** Starts planning the job's file; the request that uploaded it has already answered. */
    plan(job: ImportJobRow, file: Buffer, head: FileHead, queue: boolean): void {
      const work = planFile(job, file, head, queue)
        .catch(async (error: unknown) => {
          log.error({ err: error, importId: job.id }, 'import planning failed');
          await jobs.failPlanning(job.id, t.planningInterrupted, Date.now()).catch(() => undefined);
        })
        .finally(() => running.delete(work));
      running.add(work);
    },
    /** Stops planning after the part under way (a stopping server). */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all([...running]);
    },
  };
}

export type FilePlanner = ReturnType<typeof createFilePlanner>;
