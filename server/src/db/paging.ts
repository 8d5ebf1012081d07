import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Database } from './schema.ts';

/** The database or an open transaction: repository functions that must join a caller's transaction take either. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * One page of an ordered list, plus one row more: toPage reads that extra
 * row as "more follow" and leaves it out.
 */
export function pageQuery<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: number,
) {
  return query.limit(LIST_PAGE_SIZE + 1).offset((page - 1) * LIST_PAGE_SIZE);
}

/** The first `page` pages' worth of rows and one more: what a branch of a merged list needs at most. */
export const rowsUpToPage = (page: number): number => page * LIST_PAGE_SIZE + 1;

/** Counts rows in one number on both dialects (PostgreSQL answers bigint). */
export async function countOf(query: SelectQueryBuilder<Database, keyof Database, { count: number }>) {
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
