import type { Kysely } from 'kysely';
import type { NotificationKind } from '@surcos/contracts/notifications';
import { intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { shownTo, visibleTo } from './recipient-rules.repository.ts';

/** The bell: the recipient's list, what is unread, and marking it read. */
export function createBellRepository(db: Kysely<Database>) {
  return {
    /** A page of the recipient's notifications, newest first, with their actors' names. */
    list(userId: string, cursor: string | undefined) {
      return keysetPage(
        shownTo(db, userId, 'in_app'),
        [
          intColumn('notification.updated_at', 'desc', (row: { updated_at: number }) => row.updated_at),
          textColumn('notification.id', 'desc', (row: { id: string }) => row.id),
        ],
        cursor,
      );
    },

    async unreadCount(userId: string): Promise<number> {
      const row = await visibleTo(db, userId, 'in_app')
        .where('notification.read_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks one of the recipient's notifications read; false when it is not theirs or does not exist. */
    async markRead(userId: string, id: string, now: number): Promise<{ found: boolean; changed: boolean }> {
      const row = await db
        .selectFrom('notification')
        .select('read_at')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return { found: false, changed: false };
      if (row.read_at !== null) return { found: true, changed: false };
      await db
        .updateTable('notification')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      return { found: true, changed: true };
    },

    /** Marks the recipient's unread notifications read (those of one kind and subject only, when given). */
    async markAllRead(userId: string, now: number, only?: { kind: NotificationKind; subjectId: string }) {
      let query = db
        .updateTable('notification')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (only) query = query.where('kind', '=', only.kind).where('subject_id', '=', only.subjectId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type BellRepository = ReturnType<typeof createBellRepository>;
