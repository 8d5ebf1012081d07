import { type Notification, NotificationKindSchema } from '@surcos/contracts/notifications';
import { remoteAvatarPath } from '@surcos/contracts/remote-follows';
import type { NotificationRow } from './recipient-rules.repository.ts';

/** A stored notification as the bell's page shows it; a row of a kind this version does not know is left out. */
export function presentNotification(row: NotificationRow): Notification | null {
  const kind = NotificationKindSchema.safeParse(row.kind);
  if (!kind.success) return null;
  return {
    id: row.id,
    kind: kind.data,
    actor:
      row.actor_id !== null && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
    remoteActor:
      row.remote_actor_id !== null && row.remote_handle !== null
        ? {
            actorUrl: row.remote_actor_id,
            address: `@${row.remote_handle}`,
            name: row.remote_name || row.remote_handle,
            avatarUrl: row.remote_icon_url === null ? null : remoteAvatarPath(row.remote_actor_id),
          }
        : null,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    count: Math.max(1, Number(row.count)),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    read: row.read_at !== null,
  };
}
