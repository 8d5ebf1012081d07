import type { AdminUser, AuditAction, AuditEntry } from '@surcos/contracts/admin';
import type { AuditRow, ModeratedUserRow } from './admin.repository.ts';

const isoOrNull = (epochMs: number | null): string | null =>
  epochMs === null ? null : new Date(Number(epochMs)).toISOString();

/** No email: see AdminUserSchema. */
export function presentAdminUser(row: ModeratedUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    isAdmin: row.role === 'admin',
    createdAt: new Date(row.createdAt).toISOString(),
    suspendedAt: isoOrNull(row.suspendedAt),
    suspensionReason: row.suspendedAt === null ? null : (row.suspensionReason ?? ''),
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor:
      row.actor_id !== null && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
    actorLabel: row.actor_label,
    action: row.action as AuditAction,
    targetKind: row.target_kind,
    targetId: row.target_id,
    targetLabel: row.target_label,
    detail: row.detail,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
