// No zod and no texts: the text catalogue labels each of these, and reports.ts, whose schemas
// read the catalogue, validates them.

/** `remote_account` and `remote_post` are of another server (decision 062): their ids are the actor's and the Note's URIs. */
export const REPORT_TARGET_KINDS = [
  'user',
  'collection',
  'message',
  'remote_account',
  'remote_post',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The short list a reporter picks from. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
