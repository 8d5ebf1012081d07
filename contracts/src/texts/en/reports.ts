import type { ReportReason, ReportTargetKind } from '../../report-values.ts';
import { REPORT_TEXT_MAX_LENGTH } from '../../limits.ts';

export const reports = {
  open: 'Report',
  dialogTitle: (what: string) => `Report ${what}`,
  targets: {
    user: 'user',
    collection: 'collection',
    message: 'message',
    remote_account: 'account on another server',
    remote_post: 'post from another server',
  } satisfies Record<ReportTargetKind, string>,
  reasonLegend: 'Reason',
  reasons: {
    spam: 'Spam',
    harassment: 'Harassment',
    inappropriate: 'Inappropriate content',
    other: 'Other',
  } satisfies Record<ReportReason, string>,
  textLabel: 'Details (optional)',
  send: 'Send report',
  cancel: 'Cancel',
  sent: 'Report sent. An administrator will review it.',
  hiddenMessage: 'Message hidden by moderation',
  reasonRequired: 'Choose a reason.',
  textTooLong: `Details cannot be longer than ${REPORT_TEXT_MAX_LENGTH} characters.`,
  targetNotFound: 'This cannot be reported: it no longer exists or you do not have access to it.',
  tooManyReports: 'You have sent too many reports in a row. Wait a few minutes and try again.',
};
