import { z } from 'zod';
import { texts } from './texts.ts';
import { REPORT_TEXT_MAX_LENGTH, SUSPENSION_REASON_MAX_LENGTH } from './limits.ts';
import { CursorSchema, pageSchema } from './paging.ts';
import { UserRefSchema } from './users.ts';
import { REPORT_REASONS, REPORT_STATES, REPORT_TARGET_KINDS } from './report-values.ts';

// These lists have a module of their own so the text catalogue can label them without importing these schemas.
export { REPORT_REASONS, REPORT_STATES, REPORT_TARGET_KINDS };
export type { ReportReason, ReportState, ReportTargetKind } from './report-values.ts';

/** 'Denunciar': what is reported, why, and optionally more words. */
export const ReportBodySchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS, { error: () => texts.reports.targetNotFound }),
  targetId: z
    .string({ error: () => texts.reports.targetNotFound })
    .trim()
    .min(1)
    // A local id is short; a remote account's or post's is its URI.
    .max(2048, {
      error: () => texts.reports.targetNotFound,
    }),
  reason: z.enum(REPORT_REASONS, { error: () => texts.reports.reasonRequired }),
  text: z
    .string()
    .trim()
    .max(REPORT_TEXT_MAX_LENGTH, { error: () => texts.reports.textTooLong })
    .default(''),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;
export type ReportInput = z.input<typeof ReportBodySchema>;

/** The reason an admin gives when suspending someone: the person reads it when signing in. */
export const SuspensionReasonSchema = z
  .string({ error: () => texts.admin.reasonRequired })
  .trim()
  .min(1, { error: () => texts.admin.reasonRequired })
  .max(SUSPENSION_REASON_MAX_LENGTH, { error: () => texts.admin.reasonTooLong });

/** A report as the admins see it. */
export const ReportSchema = z.object({
  id: z.string(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  /** The user's or collection's name, or the message's text, as it was when reported. */
  targetLabel: z.string(),
  /** Whose content it is; null once their account is gone, and for content of another server. */
  targetUser: UserRefSchema.nullable(),
  /** For an account or post of another server: its actor, and `@user@host` while this server knows it. */
  remote: z.object({ actorUrl: z.string(), address: z.string().nullable() }).nullable(),
  /** Null once the reporter deleted their account: the report stays, anonymised. */
  reporter: UserRefSchema.nullable(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  state: z.enum(REPORT_STATES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: UserRefSchema.nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportPageSchema = pageSchema(ReportSchema);
export type ReportPage = z.infer<typeof ReportPageSchema>;

/** Open reports only by default; `all` adds the resolved ones. */
export const ReportListQuerySchema = z.object({
  cursor: CursorSchema,
  state: z.enum(['open', 'all']).default('open'),
});
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

export const ReportIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * How an admin resolves a report: dismiss it, hide the content, or suspend whose it is; for
 * content of another server, block that server (decision 060's block) instead of a suspension.
 */
export const ResolveReportBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('dismiss') }),
    z.object({ action: z.literal('hide') }),
    z.object({ action: z.literal('suspend'), reason: SuspensionReasonSchema }),
    z.object({ action: z.literal('block-server') }),
  ],
  { error: () => texts.validation.invalid },
);
export type ResolveReportBody = z.infer<typeof ResolveReportBodySchema>;
export type ResolveAction = ResolveReportBody['action'];
