import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Page } from '@surcos/contracts/paging';

/** The rows a page shows out of those pageQuery fetched (the extra one only says more follow). */
export const pageRows = <Row>(rows: readonly Row[]): Row[] => rows.slice(0, LIST_PAGE_SIZE);

/**
 * The `{ items, page, hasMore }` envelope of rows fetched with pageQuery,
 * each presented by `present`. A row it answers null for (something that
 * vanished between two reads) is left out.
 */
export function toPage<Row, Item>(
  rows: readonly Row[],
  page: number,
  present: (row: Row) => Item | null,
): Page<Item> {
  const items = pageRows(rows).flatMap((row) => {
    const item = present(row);
    return item === null ? [] : [item];
  });
  return { items, page, hasMore: rows.length > LIST_PAGE_SIZE };
}
