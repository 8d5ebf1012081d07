import { texts } from '../../lib/texts.ts';
import type { ImportPreview } from '@surcos/contracts/imports';
import type { DiscogsExport, ListedCopy, ListedWant } from './discogs-csv.ts';
import type { ExistingCopy, ImportPlanRepository } from './import-plan.repository.ts';
import type { NewImportRow, RowPayload } from './import-rows.ts';
import { boundCopy, boundWant } from './copy-limits.ts';

const t = texts.imports;

/** A listed copy as the plan sees it: the file's or the account's, with Discogs' instance when known. */
export type PlannedCopy = ListedCopy & { instanceId?: number | null; image?: string | null };
export type PlannedWant = ListedWant & { image?: string | null };

const sortedFields = (fields: Record<string, string>): string =>
  JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name]]),
  );

/**
 * Two copies are the same when release, folder, conditions, notes and custom
 * fields agree, and the date too when the row has one (a row without a date
 * would get the import's time, which no earlier import shares).
 */
function copyKey(
  albumId: string,
  copy: { folder: string; media: string | null; sleeve: string | null; notes: string; fields: string },
  addedAt: number | null,
): string {
  return JSON.stringify([albumId, copy.folder, copy.media, copy.sleeve, copy.notes, copy.fields, addedAt]);
}

function existingKeys(existing: readonly ExistingCopy[]) {
  const withDate = new Map<string, number>();
  const withoutDate = new Map<string, number>();
  const instances = new Set<number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const copy of existing) {
    const fields = sortedFields(JSON.parse(copy.custom_fields) as Record<string, string>);
    const shape = {
      folder: copy.folder,
      media: copy.media_condition,
      sleeve: copy.sleeve_condition,
      notes: copy.notes,
      fields,
    };
    bump(withDate, copyKey(copy.album_id, shape, copy.added_at));
    bump(withoutDate, copyKey(copy.album_id, shape, null));
    if (copy.discogs_instance_id !== null) instances.add(copy.discogs_instance_id);
  }
  return { withDate, withoutDate, instances };
}

/** Takes one match out of the multiset: each existing copy answers for one row only. */
function consume(map: Map<string, number>, key: string): boolean {
  const count = map.get(key) ?? 0;
  if (count === 0) return false;
  map.set(key, count - 1);
  return true;
}

/**
 * A planned row: skipped with `reason` when there is one, else waiting to be
 * written, with `note` saying what was cut to fit a copy's limits.
 */
const plannedRow = (
  planned: { line: number; release: { releaseId: string; artist: string; title: string } },
  reason: string,
  payload: RowPayload,
  note = '',
): NewImportRow => ({
  line: planned.line,
  status: reason ? 'skipped' : 'pending',
  reason: reason || note,
  releaseId: planned.release.releaseId,
  artist: planned.release.artist,
  title: planned.release.title,
  payload,
});

/** Decides, without writing, what each row will do; the same answer is the preview and the job's rows. */
export async function planCopies(
  repository: ImportPlanRepository,
  userId: string,
  copies: readonly PlannedCopy[],
  now: number,
): Promise<NewImportRow[]> {
  // Every way in has a copy's limits: the file's or the account's text is cut to them first.
  const listed = copies.map((copy) => boundCopy(copy));
  const existing = existingKeys(
    await repository.copiesOf(
      userId,
      listed.map(({ copy }) => copy.release.releaseId),
    ),
  );
  return listed.map(({ copy, note }) => {
    const shape = {
      folder: copy.folder,
      media: copy.mediaCondition,
      sleeve: copy.sleeveCondition,
      notes: copy.notes,
      fields: sortedFields(copy.customFields),
    };
    const albumId = copy.release.releaseId;
    const there =
      (copy.instanceId != null && existing.instances.has(copy.instanceId)) ||
      (copy.addedAt === null
        ? consume(existing.withoutDate, copyKey(albumId, shape, null))
        : consume(existing.withDate, copyKey(albumId, shape, copy.addedAt)));
    return plannedRow(
      copy,
      there ? t.alreadyThere : '',
      {
        type: 'copy',
        release: copy.release,
        folder: copy.folder,
        mediaCondition: copy.mediaCondition,
        sleeveCondition: copy.sleeveCondition,
        notes: copy.notes,
        rating: copy.rating,
        addedAt: copy.addedAt ?? now,
        customFields: copy.customFields,
        instanceId: copy.instanceId ?? null,
        image: copy.image ?? null,
      },
      note,
    );
  });
}

export async function planWants(
  repository: ImportPlanRepository,
  userId: string,
  wants: readonly PlannedWant[],
  now: number,
  /** Releases the same import brings as copies (an account's collection): owned once it runs. */
  ownedByImport: ReadonlySet<string> = new Set(),
): Promise<NewImportRow[]> {
  const listed = wants.map((want) => boundWant(want));
  const { owned, wished } = await repository.ownedAndWished(
    userId,
    listed.map(({ want }) => want.release.releaseId),
  );
  ownedByImport.forEach((albumId) => owned.add(albumId));
  return listed.map(({ want, note }) => {
    const albumId = want.release.releaseId;
    const reason = owned.has(albumId) ? t.ownedNotWished : wished.has(albumId) ? t.alreadyWished : '';
    // A release listed twice in a wantlist is one wish.
    wished.add(albumId);
    return plannedRow(
      want,
      reason,
      {
        type: 'want',
        release: want.release,
        notes: want.notes,
        addedAt: want.addedAt ?? now,
        image: want.image ?? null,
      },
      note,
    );
  });
}

/** A file's rows, planned, with its unusable rows as failed ones: sorted by line. */
export async function planExport(
  repository: ImportPlanRepository,
  userId: string,
  file: DiscogsExport,
  now: number,
): Promise<NewImportRow[]> {
  const planned =
    file.kind === 'collection'
      ? await planCopies(repository, userId, file.copies, now)
      : await planWants(repository, userId, file.wants, now);
  const failed: NewImportRow[] = file.problems.map((problem) => ({
    line: problem.line,
    status: 'failed',
    reason: problem.reason,
    releaseId: '',
    artist: '',
    title: '',
    payload: null,
  }));
  return [...planned, ...failed].sort((a, b) => a.line - b.line);
}

export function previewOf(kind: ImportPreview['kind'], rows: readonly NewImportRow[]): ImportPreview {
  const count = (type: 'copy' | 'want', status: NewImportRow['status']) =>
    rows.filter((row) => row.payload?.type === type && row.status === status).length;
  return {
    kind,
    rowsRecognised: rows.filter((row) => row.status !== 'failed').length,
    copiesToAdd: count('copy', 'pending'),
    copiesAlreadyThere: count('copy', 'skipped'),
    wantsToAdd: count('want', 'pending'),
    wantsAlreadyThere: count('want', 'skipped'),
    problems: rows
      .filter((row) => row.status === 'failed')
      .map((row) => ({ line: row.line, reason: row.reason })),
  };
}

/**
 * A file's preview from its job's counters and its failed rows: cheap to
 * ask while 50,000 rows are being planned (every row of a file is a copy,
 * or every row a want).
 */
export function filePreview(
  job: {
    kind: 'collection' | 'wantlist' | 'account';
    total_rows: number;
    failed_rows: number;
    copies_skipped: number;
    wants_skipped: number;
  },
  problems: ImportPreview['problems'],
): ImportPreview {
  const recognised = job.total_rows - job.failed_rows;
  const toAdd = recognised - job.copies_skipped - job.wants_skipped;
  return {
    kind: job.kind,
    rowsRecognised: recognised,
    copiesToAdd: job.kind === 'wantlist' ? 0 : toAdd,
    copiesAlreadyThere: job.copies_skipped,
    wantsToAdd: job.kind === 'wantlist' ? toAdd : 0,
    wantsAlreadyThere: job.wants_skipped,
    problems,
  };
}
