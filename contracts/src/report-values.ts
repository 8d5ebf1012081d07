// No zod and no texts: the text catalogue labels each of these, and reports.ts, whose schemas
// read the catalogue, validates them.

export const REPORT_TARGET_KINDS = ['user', 'collection', 'message'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The short list a reporter picks from. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
