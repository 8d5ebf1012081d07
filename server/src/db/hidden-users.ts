import { type ExpressionBuilder, expressionBuilder } from 'kysely';
import type { Executor } from './paging.ts';
import type { Database } from './schema.ts';

/** What else a list hides besides blocks and suspensions: the feed also leaves out whom the viewer muted. */
export interface HiddenUsersOptions {
  muted?: boolean;
}

/**
 * The one rule of who a viewer cannot see (docs/decisions/019-block-and-mute.md),
 * as a sub-query of user ids for `where(column, 'not in', hiddenUsers(...))`:
 * every suspended account (from everyone, visitors too), and, for a signed-in
 * viewer, whoever they blocked and whoever blocked them. Each branch walks an
 * index: `user_block`'s primary key, its `(blocked_id, user_id)` index, and
 * the few suspended accounts.
 */
export function hiddenUsers(viewerId: string | null, { muted = false }: HiddenUsersOptions = {}) {
  // Built apart from any connection: it is only ever a part of a query run elsewhere.
  const db = expressionBuilder<Database, never>();
  const suspended = db.selectFrom('user').select('user.id as id').where('user.suspendedAt', 'is not', null);
  if (viewerId === null) return suspended;
  const blockedByViewer = db
    .selectFrom('user_block')
    .select('user_block.blocked_id as id')
    .where('user_block.user_id', '=', viewerId);
  const blockedViewer = db
    .selectFrom('user_block')
    .select('user_block.user_id as id')
    .where('user_block.blocked_id', '=', viewerId);
  const hidden = suspended.unionAll(blockedByViewer).unionAll(blockedViewer);
  if (!muted) return hidden;
  return hidden.unionAll(
    db.selectFrom('user_mute').select('user_mute.muted_id as id').where('user_mute.user_id', '=', viewerId),
  );
}

/** A condition for queries over `"user"`: the row is someone the viewer may see. */
export const visibleUser = (viewerId: string | null) => (eb: ExpressionBuilder<Database, 'user'>) =>
  eb('user.id', 'not in', hiddenUsers(viewerId));

/** Whether the viewer may see this user: they exist, are not suspended, and no block stands between them. */
export async function isVisibleTo(db: Executor, viewerId: string | null, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('user.id')
    .where('user.id', '=', userId)
    .where(visibleUser(viewerId))
    .executeTakeFirst();
  return row !== undefined;
}
