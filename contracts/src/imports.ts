import { z } from 'zod';
import { texts } from './texts.ts';

export const IMPORT_KINDS = ['collection', 'wantlist', 'account'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/**
 * 'planning': a file is read and planned in the background, its preview
 * filling in as it goes. 'ready': a file or an account has been planned and
 * waits for the person to look at its preview and import it.
 */
export const IMPORT_STATES = [
  'planning',
  'queued',
  'running',
  'paused',
  'ready',
  'done',
  'cancelled',
  'failed',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** States in which a job still has work: a user has at most one such job. */
export const ACTIVE_IMPORT_STATES = ['queued', 'running', 'paused'] as const satisfies readonly ImportState[];

export const ImportProblemSchema = z.object({ line: z.number().int(), reason: z.string() });
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** What an import would do, computed without saving anything. */
export const ImportPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  /** 'collection' or 'wantlist': what the rows are (an account brings both). */
  rowsRecognised: z.number().int().nonnegative(),
  copiesToAdd: z.number().int().nonnegative(),
  copiesAlreadyThere: z.number().int().nonnegative(),
  wantsToAdd: z.number().int().nonnegative(),
  wantsAlreadyThere: z.number().int().nonnegative(),
  problems: z.array(ImportProblemSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  source: z.string(),
  state: z.enum(IMPORT_STATES),
  totalRows: z.number().int(),
  rowsDone: z.number().int(),
  copiesAdded: z.number().int(),
  copiesSkipped: z.number().int(),
  wantsAdded: z.number().int(),
  wantsSkipped: z.number().int(),
  failedRows: z.number().int(),
  /**
   * Where this import's albums get their details: 'discogs' when the server
   * fetches them in the background (a Discogs token, IMPORT_FETCH_DETAILS on),
   * 'file' when only what the file (or account listing) says is kept.
   */
  detailsSource: z.enum(['discogs', 'file']),
  /** Albums of this import whose full details are still to be fetched; 0 when nothing will come. */
  detailsPending: z.number().int(),
  /** Albums of this import that have their full details from the music database. */
  detailsFetched: z.number().int(),
  /** Albums of this import that Discogs does not know: they keep the file's description. */
  detailsUnknown: z.number().int(),
  /** Seconds until the rows and details are in, when it can be estimated. */
  etaSeconds: z.number().int().nullable(),
  error: z.string().nullable(),
  /**
   * While 'planning' (so far) and 'ready': what importing the file or the
   * listed account would do (nothing is saved until it starts).
   */
  preview: ImportPreviewSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const CurrentImportSchema = z.object({ job: ImportJobSchema.nullable() });
export type CurrentImport = z.infer<typeof CurrentImportSchema>;

export const ImportIdParamsSchema = z.object({
  id: z.string().uuid({ error: () => texts.imports.jobNotFound }),
});

/**
 * A Discogs username as Discogs allows them: letters, digits, `.`, `-` and `_`; never dots
 * alone, which a URL path would read as `.` or `..`.
 */
export const DISCOGS_USERNAME_PATTERN = /^(?!\.+$)[A-Za-z0-9._-]+$/;

export const AccountImportBodySchema = z.object({
  username: z
    .string({ error: () => texts.imports.usernameRequired })
    .trim()
    .min(1, { error: () => texts.imports.usernameRequired })
    .max(100, { error: () => texts.imports.usernameRequired })
    .regex(DISCOGS_USERNAME_PATTERN, { error: () => texts.imports.usernameInvalid }),
  /** A personal Discogs token for a private collection: used for this import only, never stored. */
  token: z.string().trim().max(200).optional(),
});
export type AccountImportBody = z.infer<typeof AccountImportBodySchema>;

/** The per-row report's columns, in order. */
export const IMPORT_REPORT_COLUMNS = ['line', 'release_id', 'artist', 'title', 'result', 'reason'] as const;
