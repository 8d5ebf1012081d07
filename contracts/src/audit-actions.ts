/**
 * Every action the audit log records, from the admin area and from `npm run admin`. No zod and
 * no texts: the text catalogue labels each, and admin.ts, whose schemas read the catalogue,
 * validates them.
 */
export const AUDIT_ACTIONS = [
  'user.suspend',
  'user.unsuspend',
  'user.delete',
  'report.dismiss',
  'report.hide',
  'report.suspend',
  'role.grant',
  'role.revoke',
  'domain.block',
  'domain.unblock',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
