import type { Executor } from './paging.ts';

/** Which of these albums the user owns; inside a transaction when given one. */
export async function ownedAmong(
  db: Executor,
  userId: string,
  albumIds: readonly string[],
): Promise<Set<string>> {
  if (albumIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('album_owner')
    .select('album_id')
    .where('user_id', '=', userId)
    .where('album_id', 'in', albumIds)
    .execute();
  return new Set(rows.map((row) => row.album_id));
}
