import type { Report, ReportReason } from '@surcos/contracts/reports';
import type { UserRef } from '@surcos/contracts/users';
import type { ReportRow } from './reports.repository.ts';

const ref = (id: string | null, name: string | null): UserRef | null =>
  id !== null && name !== null ? { id, name } : null;

export function presentReport(row: ReportRow): Report {
  return {
    id: row.id,
    targetKind: row.target_kind,
    targetId: row.target_id,
    targetLabel: row.target_label,
    targetUser: ref(row.target_user_id, row.target_user_name),
    remote:
      row.target_actor_id === null
        ? null
        : {
            actorUrl: row.target_actor_id,
            address: row.target_actor_handle === null ? null : `@${row.target_actor_handle}`,
          },
    // An anonymised report (its reporter's account is gone) names nobody.
    reporter: ref(row.reporter_id, row.reporter_name),
    reason: row.reason as ReportReason,
    text: row.text,
    state: row.state,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    resolvedAt: row.resolved_at === null ? null : new Date(Number(row.resolved_at)).toISOString(),
    resolvedBy: ref(row.resolved_by, row.resolver_name),
  };
}
