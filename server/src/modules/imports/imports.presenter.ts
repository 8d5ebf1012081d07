import type { ImportJob, ImportPreview } from '@surcos/contracts/imports';
import { texts } from '../../lib/texts.ts';
import { stringify } from 'csv-stringify/sync';
import { IMPORT_REPORT_COLUMNS } from '@surcos/contracts/imports';
import { escapeRecords } from '../../lib/csv-cells.ts';
import { isoTime } from '../albums/albums.presenter.ts';
import type { ImportJobRow, ImportRowRow } from './import-jobs.repository.ts';

/** Seconds left: rows at the pace so far, then details at the background lane's pace (about one a second). */
function estimate(job: ImportJobRow, detailsPending: number, now: number): number | null {
  const rowsLeft = job.total_rows - job.cursor;
  if (job.state === 'ready' || job.state === 'planning') return null;
  if (job.state === 'done' || job.state === 'cancelled' || job.state === 'failed')
    return detailsPending > 0 ? detailsPending : null;
  const elapsed = (now - Number(job.created_at)) / 1000;
  if (job.cursor === 0 || elapsed <= 0) return null;
  return Math.round((rowsLeft * elapsed) / job.cursor) + detailsPending;
}

/** Where an import's albums stand: their details fetched, still to come, or unknown to Discogs. */
export interface ImportDetails {
  source: 'discogs' | 'file';
  pending: number;
  fetched: number;
  unknown: number;
}

export const noDetails = (source: ImportDetails['source']): ImportDetails => ({
  source,
  pending: 0,
  fetched: 0,
  unknown: 0,
});

export function presentImportJob(
  job: ImportJobRow,
  details: ImportDetails,
  preview: ImportPreview | null = null,
  now = Date.now(),
): ImportJob {
  // Without the detail lane nothing is on its way: no album is pending, and no time is spent on them.
  const detailsPending = details.source === 'discogs' ? details.pending : 0;
  return {
    id: job.id,
    kind: job.kind,
    source: job.source,
    state: job.state,
    totalRows: job.total_rows,
    rowsDone: job.cursor,
    copiesAdded: job.copies_added,
    copiesSkipped: job.copies_skipped,
    wantsAdded: job.wants_added,
    wantsSkipped: job.wants_skipped,
    failedRows: job.failed_rows,
    detailsSource: details.source,
    detailsPending,
    detailsFetched: details.fetched,
    detailsUnknown: details.unknown,
    etaSeconds: estimate(job, detailsPending, now),
    error: job.error,
    preview,
    createdAt: isoTime(job.created_at),
    finishedAt: job.finished_at === null ? null : isoTime(job.finished_at),
  };
}

/** Reasons stored as codes; any other reason is the text itself (a Map: a reason is any text). */
const REASONS = new Map<string, string>([
  ['owned', texts.imports.ownedNotWished],
  ['wished', texts.imports.alreadyWished],
]);

/**
 * The per-row report: one line of CSV per row of the file, in its order. The file's text comes
 * back in it, escaped so that no spreadsheet runs it as a formula (csv-cells.ts).
 */
export function presentReport(rows: readonly ImportRowRow[]): string {
  const results = texts.imports.results;
  return stringify(
    escapeRecords(
      rows.map((row) => [
        row.line,
        row.release_id,
        row.artist,
        row.title,
        results[row.status],
        row.status === 'pending' ? texts.imports.notImported : (REASONS.get(row.reason) ?? row.reason),
      ]),
    ),
    { header: true, columns: [...IMPORT_REPORT_COLUMNS] },
  );
}
