import { type AliasedRawBuilder, type RawBuilder, sql } from 'kysely';
import type { Dialect } from './database.ts';

/**
 * Albums keep some lists as JSON arrays in text (styles, formats) and
 * others as one text joined with ', ' (genres, labels), as SPEC.md shows
 * them. These helpers turn either into rows, `item.value`, for a GROUP BY
 * in the database: put the item table after the album in `selectFrom([...])`
 * (a comma join, which may refer to the tables before it on both dialects).
 */
export type ListItems = AliasedRawBuilder<{ value: string }, 'item'>;

/** The items of a JSON array column. */
export function jsonListItems(dialect: Dialect, column: string): ListItems {
  return dialect === 'sqlite'
    ? sql<{ value: string }>`json_each(${sql.ref(column)})`.as('item')
    : sql<{ value: string }>`jsonb_array_elements_text(${sql.ref(column)}::jsonb)`.as('item');
}

/**
 * The items of a JSON array of texts given as one value, as rows of
 * `value`: a list of any length is one parameter, so a query that takes it
 * keeps one text (and can be prepared, db/prepared-query.ts) where `in (…)`
 * would have one per length.
 */
export function jsonValueItems(dialect: Dialect, json: string): RawBuilder<{ value: string }> {
  return dialect === 'sqlite'
    ? sql<{ value: string }>`select value from json_each(${json})`
    : sql<{ value: string }>`select jsonb_array_elements_text(cast(${json} as jsonb)) as value`;
}

/**
 * Names that contain the separator themselves: Discogs' one genre with
 * commas. They are kept whole by hiding their separators while splitting.
 */
const WHOLE_NAMES = ['Folk, World, & Country'];
const hidden = (name: string) => name.replaceAll(', ', ',');

/**
 * The items of a text joined with ', '. On SQLite the text becomes a JSON
 * array by quoting it whole with json_array and turning each separator into
 * '", "': a comma and a space are never part of a JSON escape, so the result
 * is valid JSON whatever the text holds. Constants are literals, not
 * parameters, so the same expression can be grouped by on PostgreSQL.
 */
export function joinedListItems(
  dialect: Dialect,
  column: string,
): { from: ListItems; value: RawBuilder<string> } {
  let text: RawBuilder<string> = sql<string>`${sql.ref(column)}`;
  for (const name of WHOLE_NAMES)
    text = sql<string>`replace(${text}, ${sql.lit(name)}, ${sql.lit(hidden(name))})`;
  const from =
    dialect === 'sqlite'
      ? sql<{ value: string }>`json_each(replace(json_array(${text}), ', ', '", "'))`.as('item')
      : sql<{ value: string }>`jsonb_array_elements_text(to_jsonb(string_to_array(${text}, ', ')))`.as(
          'item',
        );
  let value: RawBuilder<string> = sql<string>`item.value`;
  for (const name of WHOLE_NAMES)
    value = sql<string>`replace(${value}, ${sql.lit(hidden(name))}, ${sql.lit(name)})`;
  return { from, value };
}

/**
 * The format's name in one of Discogs' format descriptions as albums keep
 * them ('2×Vinyl, LP, Album' → 'Vinyl'): the first part, without its quantity.
 */
export function formatName(dialect: Dialect, description: RawBuilder<string>): RawBuilder<string> {
  if (dialect === 'postgres') {
    return sql<string>`regexp_replace(split_part(${description}, ', ', 1), '^[0-9]+×', '')`;
  }
  const head = sql<string>`(case when instr(${description}, ', ') > 0 then substr(${description}, 1, instr(${description}, ', ') - 1) else ${description} end)`;
  return sql<string>`(case when ${head} glob '[0-9]*×*' then substr(${head}, instr(${head}, '×') + 1) else ${head} end)`;
}

/** The UTC month ('2024-03') of an epoch-milliseconds column. */
export function utcMonth(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`strftime('%Y-%m', ${sql.ref(column)} / 1000, 'unixepoch')`
    : sql<string>`to_char(to_timestamp(${sql.ref(column)} / 1000) at time zone 'UTC', 'YYYY-MM')`;
}
