import type { AuditPage } from '@surcos/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () => import('@surcos/contracts/admin').then((contracts) => contracts.AuditPageSchema);

export const auditQueryOptions = () =>
  pagedQueryOptions(scopedKey('admin-audit'), pageFetcher<AuditPage>('/api/admin/audit', loadSchema));

/** Registro de actividad: every admin action, newest first. */
export function useAudit() {
  return useInfiniteQuery(auditQueryOptions());
}
