import { type Kysely, sql, SqliteAdapter } from 'kysely';

/**
 * A text index for Explorar's search (docs/decisions/028-text-index.md): a
 * search is a substring of the album's folded `search_text`, which a B-tree
 * cannot find, so a rare word read every album Explorar lists.
 *
 * SQLite: an FTS5 table of trigrams over the folded text of the albums
 * somebody owns (the ones Explorar lists), kept by triggers. Contentless: it
 * holds only the index, keyed by the album's rowid; case-sensitive, because
 * the text and the query are folded (lowercased, accents off) before they
 * meet, exactly as the LIKE it narrows.
 *
 * PostgreSQL: pg_trgm's GIN index over the same albums, which serves the
 * very `LIKE '%…%'` the search already runs. pg_trgm ships with PostgreSQL's
 * contrib and is a trusted extension (a database owner may create it), but a
 * server may lack it or the role the right: then there is no index and the
 * search scans, as before, and still answers the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table album_search using fts5(
      search_text, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
    )`.execute(db);
    await sql`create trigger album_search_insert after insert on album when new.owner_count > 0 begin
      insert into album_search (rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger album_search_update after update of owner_count, search_text on album
      when (old.owner_count > 0) <> (new.owner_count > 0) or old.search_text is not new.search_text begin
      delete from album_search where rowid = old.rowid and old.owner_count > 0;
      insert into album_search (rowid, search_text) select new.rowid, new.search_text where new.owner_count > 0;
    end`.execute(db);
    await sql`create trigger album_search_delete after delete on album when old.owner_count > 0 begin
      delete from album_search where rowid = old.rowid;
    end`.execute(db);
    await sql`insert into album_search (rowid, search_text)
      select rowid, search_text from album where owner_count > 0`.execute(db);
    return;
  }
  // A failed CREATE EXTENSION would abort the migration's transaction: it gets a savepoint of its own.
  await sql`savepoint album_text_index`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint album_text_index`.execute(db);
    return;
  }
  await sql`release savepoint album_text_index`.execute(db);
  await sql`create index album_explore_search on album using gin (search_text gin_trgm_ops)
    where owner_count > 0`.execute(db);
  // The planner weighs this index against walking the list's order by how many albums it expects a
  // pattern to match; the default sample of the text cannot tell one in a hundred from one in ten thousand.
  await sql`alter table album alter column search_text set statistics 1000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`drop trigger album_search_delete`.execute(db);
    await sql`drop trigger album_search_update`.execute(db);
    await sql`drop trigger album_search_insert`.execute(db);
    await sql`drop table album_search`.execute(db);
    return;
  }
  // The extension stays: something else in the database may use it.
  await sql`alter table album alter column search_text set statistics -1`.execute(db);
  await sql`drop index if exists album_explore_search`.execute(db);
}
