import { type Kysely, sql } from 'kysely';
import { foldForSearch } from '../../music/normalize.ts';

/** Users are listed and searched by their folded name (better-auth adds the column). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{
    id: string;
    name: string;
  }>`select id, name from "user" where "searchName" is null`.execute(db);
  for (const row of rows.rows) {
    await sql`update "user" set "searchName" = ${foldForSearch(row.name)} where id = ${row.id}`.execute(db);
  }
  await sql`create index user_search_name on "user" ("searchName", id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index user_search_name`.execute(db);
}
