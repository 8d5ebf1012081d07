import type { ColumnDataType, ColumnDefinitionBuilder, CreateIndexBuilder, Kysely } from 'kysely';

/**
 * Pieces several migrations build their tables from. A migration that has
 * run never runs again, so these must keep producing the very same schema:
 * change one only together with a new migration that needs the change.
 */

/** A required reference whose rows go with the row they point at (a deleted account takes its data along). */
export const cascadingReference =
  (target: string) =>
  (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    col.notNull().references(target).onDelete('cascade');

export interface Link {
  column: string;
  references: string;
}

/**
 * A table joining two rows (an owner and an album, a follower and the one
 * followed): both references cascade, the pair is the primary key
 * (`<table>_pk`), and one required value says when or where.
 */
export function createLinkTable(
  db: Kysely<unknown>,
  table: string,
  [first, second]: [Link, Link],
  valueColumn: string,
  valueType: ColumnDataType,
) {
  return db.schema
    .createTable(table)
    .addColumn(first.column, 'text', cascadingReference(first.references))
    .addColumn(second.column, 'text', cascadingReference(second.references))
    .addColumn(valueColumn, valueType, (col) => col.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, [first.column, second.column]);
}

/** An index over columns of one table, to execute (or narrow with `where`/`unique` first). */
export function createIndexOn(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
): CreateIndexBuilder {
  return db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns]);
}
