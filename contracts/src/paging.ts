import { z } from 'zod';
import { texts } from './texts.ts';
import { SEARCH_QUERY_MAX_LENGTH } from './limits.ts';

/** A page number of a list paged by number: only the music database's search, which pages that way itself. */
export function pageNumberSchema(max: number) {
  const error = () => texts.validation.pageNumber(max);
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(1);
}

/** The text a list is filtered by; empty lists everything. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, { error: () => texts.validation.searchTooLong })
  .default('');

/** A cursor is short: a sort key of a few values, none of them long text. */
export const CURSOR_MAX_LENGTH = 2048;

/**
 * `?cursor=`: where the page starts, the first page when absent (or empty).
 * Opaque to the client, which only hands back a page's `nextCursor`; the
 * server reads it and answers this same text when it does not fit the list.
 */
export const CursorSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: () => texts.validation.cursor })
    .max(CURSOR_MAX_LENGTH, { error: () => texts.validation.cursor })
    .regex(/^[A-Za-z0-9_-]+$/, { error: () => texts.validation.cursor })
    .optional(),
);

export const PageQuerySchema = z.object({ cursor: CursorSchema });
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const SearchPageQuerySchema = z.object({ q: SearchTextSchema, cursor: CursorSchema });
export type SearchPageQuery = z.infer<typeof SearchPageQuerySchema>;

/** One page of a list loaded as the user scrolls; `nextCursor` asks for the next, null at the end. */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The schema of a page of `item`s: every long list answers with this envelope. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
