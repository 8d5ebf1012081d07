import { type Kysely, sql } from 'kysely';
import { createIndexOn } from './schema-parts.ts';

/**
 * Lists page by cursor (docs/decisions/023-keyset-pagination.md): each page
 * seeks to its list's sort key and reads on in index order. Each index below
 * ends with the id that breaks ties, so the seek and the order both stay in
 * it; the indexes they replace lacked that id. The year orders sort unknown
 * years through a stand-in value, so they get expression indexes of that
 * very expression (partial, like Explorar's other orders).
 */
const REPLACED: ReadonlyArray<readonly [string, string, readonly string[], readonly string[]]> = [
  ['album_owner_user', 'album_owner', ['user_id', 'added_at'], ['user_id', 'added_at', 'album_id']],
  ['wishlist_entry_user', 'wishlist_entry', ['user_id', 'added_at'], ['user_id', 'added_at', 'album_id']],
  [
    'follow_following',
    'follow',
    ['following_id', 'created_at'],
    ['following_id', 'created_at', 'follower_id'],
  ],
  ['collection_user', 'collection', ['user_id', 'created_at'], ['user_id', 'created_at', 'id']],
  ['collection_public', 'collection', ['privacy', 'created_at'], ['privacy', 'created_at', 'id']],
  [
    'conversation_member_activity',
    'conversation_member',
    ['user_id', 'last_activity_at'],
    ['user_id', 'last_activity_at', 'conversation_id'],
  ],
  ['notification_user', 'notification', ['user_id', 'updated_at'], ['user_id', 'updated_at', 'id']],
  ['report_state_created', 'report', ['state', 'created_at'], ['state', 'created_at', 'id']],
  ['audit_log_created', 'audit_log', ['created_at'], ['created_at', 'id']],
];

const owned = sql<boolean>`owner_count > 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, , columns] of REPLACED) {
    await db.schema.dropIndex(name).execute();
    await createIndexOn(db, name, table, columns).execute();
  }
  await createIndexOn(db, 'follow_follower', 'follow', [
    'follower_id',
    'created_at',
    'following_id',
  ]).execute();
  await sql`drop index album_explore_year`.execute(db);
  await sql`drop index album_explore_genre`.execute(db);
  await createIndexOn(db, 'album_explore_genre', 'album', ['genre_sort', 'artist_sort', 'id'])
    .where(owned)
    .execute();
  await sql`create index album_explore_year_desc on album (coalesce(year, 0), id) where owner_count > 0`.execute(
    db,
  );
  await sql`create index album_explore_year_asc on album (coalesce(year, 9999), id) where owner_count > 0`.execute(
    db,
  );
  await sql`create index user_list_name on "user" (coalesce("searchName", ''), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index user_list_name`.execute(db);
  await sql`drop index album_explore_year_asc`.execute(db);
  await sql`drop index album_explore_year_desc`.execute(db);
  await sql`drop index album_explore_genre`.execute(db);
  await createIndexOn(db, 'album_explore_genre', 'album', ['genre_sort', 'id']).where(owned).execute();
  await createIndexOn(db, 'album_explore_year', 'album', ['year', 'id']).where(owned).execute();
  await db.schema.dropIndex('follow_follower').execute();
  for (const [name, table, columns] of REPLACED) {
    await db.schema.dropIndex(name).execute();
    await createIndexOn(db, name, table, columns).execute();
  }
}
