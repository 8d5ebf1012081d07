import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from './database.ts';
import * as rateLimit from './migrations/001-rate-limit.ts';
import * as albums from './migrations/002-albums.ts';
import * as userSearch from './migrations/003-user-search.ts';
import * as collections from './migrations/004-collections.ts';
import * as follows from './migrations/005-follows.ts';
import * as feedIndexes from './migrations/006-feed-indexes.ts';
import * as messages from './migrations/007-messages.ts';
import * as copies from './migrations/008-copies.ts';
import * as imports from './migrations/009-imports.ts';
import * as matches from './migrations/011-matches.ts';
import * as moderation from './migrations/012-moderation.ts';
import * as reports from './migrations/013-reports.ts';
import * as notifications from './migrations/014-notifications.ts';
import * as keysetIndexes from './migrations/015-keyset-indexes.ts';
import * as feedDirectIndexes from './migrations/016-feed-indexes.ts';
import * as listingOnlyAlbums from './migrations/017-listing-only-albums.ts';
import * as albumTextIndex from './migrations/018-album-text-index.ts';
import * as orderIndexesWithText from './migrations/019-order-indexes-with-text.ts';
import * as importAttempts from './migrations/020-import-attempts.ts';
import * as listedAlbums from './migrations/021-listed-albums.ts';
import * as importRowProblems from './migrations/022-import-row-problems.ts';
import * as digestActivity from './migrations/023-digest-activity.ts';
import * as albumBarcodes from './migrations/024-album-barcodes.ts';
import * as personalTokens from './migrations/025-personal-tokens.ts';
import * as matchTables from './migrations/027-match-tables.ts';
import * as handles from './migrations/028-handles.ts';
import * as federation from './migrations/029-federation.ts';
import * as remoteFollows from './migrations/030-remote-follows.ts';
import * as federatedPosts from './migrations/031-federated-posts.ts';
import * as remotePosts from './migrations/032-remote-posts.ts';
import * as blocksAcrossServers from './migrations/033-blocks-across-servers.ts';
import * as remoteHoldings from './migrations/034-remote-holdings.ts';
import * as remoteReports from './migrations/035-remote-reports.ts';
import * as remoteNotifications from './migrations/036-remote-notifications.ts';
import * as formerHandles from './migrations/037-former-handles.ts';
import * as contentWarnings from './migrations/038-content-warnings.ts';
import * as matchSortNames from './migrations/039-match-sort-names.ts';
import * as remoteSortNames from './migrations/040-remote-sort-names.ts';
import type { Database } from './schema.ts';

/**
 * Migrations are listed in code rather than read from a folder, so the
 * compiled server and the TypeScript sources run the very same list.
 * Tables that reference `user` must cascade on delete: deleting an account
 * removes the user's data (messages excepted, which keep a null sender).
 */
const migrations: Record<string, Migration> = {
  '001-rate-limit': rateLimit,
  '002-albums': albums,
  '003-user-search': userSearch,
  '004-collections': collections,
  '005-follows': follows,
  '006-feed-indexes': feedIndexes,
  '007-messages': messages,
  '008-copies': copies,
  '009-imports': imports,
  '011-matches': matches,
  '012-moderation': moderation,
  '013-reports': reports,
  '014-notifications': notifications,
  '015-keyset-indexes': keysetIndexes,
  '016-feed-indexes': feedDirectIndexes,
  '017-listing-only-albums': listingOnlyAlbums,
  '018-album-text-index': albumTextIndex,
  '019-order-indexes-with-text': orderIndexesWithText,
  '020-import-attempts': importAttempts,
  '021-listed-albums': listedAlbums,
  '022-import-row-problems': importRowProblems,
  '023-digest-activity': digestActivity,
  '024-album-barcodes': albumBarcodes,
  '025-personal-tokens': personalTokens,
  '027-match-tables': matchTables,
  '028-handles': handles,
  '029-federation': federation,
  '030-remote-follows': remoteFollows,
  '031-federated-posts': federatedPosts,
  '032-remote-posts': remotePosts,
  '033-blocks-across-servers': blocksAcrossServers,
  '034-remote-holdings': remoteHoldings,
  '035-remote-reports': remoteReports,
  '036-remote-notifications': remoteNotifications,
  '037-former-handles': formerHandles,
  '038-content-warnings': contentWarnings,
  '039-match-sort-names': matchSortNames,
  '040-remote-sort-names': remoteSortNames,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'see the database log';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** Moves the schema to just after (or back to) one migration: for tests of a migration's data step. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(`Migration to ${name} failed`);
}

/** Any fixed number: instances of Surcos agree on it to take turns migrating one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 740_529_113;

/**
 * Several instances starting at once against one PostgreSQL would race to
 * create the same tables (better-auth's migrations take no lock of their own):
 * they take turns under an advisory lock held on one connection. SQLite has a
 * single process writing its file.
 */
export async function withMigrationLock<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  migrate: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return migrate();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await migrate();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
