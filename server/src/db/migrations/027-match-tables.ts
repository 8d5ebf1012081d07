import { type Kysely, sql } from 'kysely';
import { rebuildLocalMatchTables } from '../match-tables.ts';
import type { Database } from '../schema.ts';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * The matches kept as tables rather than worked out at each request
 * (docs/decisions/054-match-tables.md): `followed_holding`, what each
 * followed user owns and wishes for, as seen by each of their followers
 * ('Lo tienen:' / 'Lo buscan:' of any album), and `followed_match`, each
 * pairing of a viewer's album with a followed user's pressing of it
 * (Coincidencias). The viewer is a local account (its rows go with it); the
 * holder is a plain id, so a member of another instance can be one later.
 * Both are filled from the lists as they stand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('followed_holding')
    .addColumn('viewer_id', 'text', cascadingReference('user.id'))
    .addColumn('holder_id', 'text', (col) => col.notNull())
    .addColumn('held', 'text', (col) => col.notNull())
    .addColumn('album_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('followed_holding_pk', ['viewer_id', 'holder_id', 'held', 'album_id'])
    .addCheckConstraint('followed_holding_held', sql`held in ('owned', 'wished')`)
    .execute();
  await createIndexOn(db, 'followed_holding_album', 'followed_holding', [
    'viewer_id',
    'album_id',
    'held',
    'holder_id',
  ]).execute();
  await createIndexOn(db, 'followed_holding_holder', 'followed_holding', ['holder_id', 'album_id']).execute();

  await db.schema
    .createTable('followed_match')
    .addColumn('viewer_id', 'text', cascadingReference('user.id'))
    .addColumn('holder_id', 'text', (col) => col.notNull())
    .addColumn('side', 'text', (col) => col.notNull())
    .addColumn('mine_id', 'text', (col) => col.notNull())
    .addColumn('theirs_id', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('followed_match_pk', ['viewer_id', 'holder_id', 'side', 'mine_id', 'theirs_id'])
    .addCheckConstraint('followed_match_side', sql`side in ('have', 'want')`)
    .addCheckConstraint('followed_match_level', sql`level in ('release', 'master')`)
    .execute();
  await createIndexOn(db, 'followed_match_theirs', 'followed_match', ['theirs_id', 'holder_id']).execute();
  await createIndexOn(db, 'followed_match_mine', 'followed_match', ['mine_id', 'viewer_id']).execute();

  await rebuildLocalMatchTables(db as Kysely<Database>, 'before migration 039');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('followed_match').execute();
  await db.schema.dropTable('followed_holding').execute();
}
