import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { foldForSearch } from '../music/normalize.ts';

/**
 * `column` (a folded copy kept for search) contains `query`, accent- and
 * case-insensitively. LIKE's wildcards in the query are taken literally; the
 * ESCAPE clause is spelled out because SQLite, unlike PostgreSQL, has no
 * default escape character.
 */
export function foldedContains(column: string, query: string): RawBuilder<SqlBool> {
  return likePattern(column, containsPattern(query));
}

/** The LIKE pattern of foldedContains: the folded query, its wildcards escaped, between two `%`. */
export const containsPattern = (query: string): string =>
  `%${foldForSearch(query).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` LIKE a pattern made by containsPattern. */
export const likePattern = (column: string, pattern: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
