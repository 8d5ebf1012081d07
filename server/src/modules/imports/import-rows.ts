import type { ListedRelease } from './discogs-csv.ts';

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

/** A row as the plan decides it, before the job stores it. */
export interface NewImportRow {
  line: number;
  status: 'pending' | 'skipped' | 'failed';
  reason: string;
  releaseId: string;
  artist: string;
  title: string;
  payload: RowPayload | null;
}

/** `in (...)` lists and multi-row inserts stay well under both dialects' parameter limits. */
export const chunks = <T>(items: readonly T[], size = 500): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
};
