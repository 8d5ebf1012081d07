import { z } from 'zod';
import { texts } from './texts.ts';
import { LIST_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH } from './limits.ts';

/** A list's page number in a query string: 1 to `max`, the first page when absent. */
export function pageNumberSchema(max: number = LIST_MAX_PAGE) {
  const error = texts.validation.pageNumber(max);
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(1);
}

/** The text a list is filtered by; empty lists everything. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, { error: texts.validation.searchTooLong })
  .default('');

export const PageQuerySchema = z.object({ page: pageNumberSchema() });
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const SearchPageQuerySchema = z.object({ q: SearchTextSchema, page: pageNumberSchema() });
export type SearchPageQuery = z.infer<typeof SearchPageQuerySchema>;

/** One page of a list loaded as the user scrolls. */
export interface Page<Item> {
  items: Item[];
  page: number;
  hasMore: boolean;
}

/** The schema of a page of `item`s: every paged list answers with this envelope. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), page: z.number().int(), hasMore: z.boolean() });
}
