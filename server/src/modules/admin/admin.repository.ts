import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AdminUserQuery, AuditAction } from '@surcos/contracts/admin';
import type { DatabaseConfig } from '../../config.ts';
import { type Dialect, openDatabase } from '../../db/database.ts';
import { foldedContains } from '../../db/folded-search.ts';
import { countOf, type Executor, intColumn, keysetPage, textColumn, timeColumn } from '../../db/paging.ts';
import type { AuditLogTable, Database, UserRole, UserTable } from '../../db/schema.ts';

export type ModeratedUserRow = Pick<
  Selectable<UserTable>,
  'id' | 'name' | 'email' | 'emailVerified' | 'role' | 'createdAt' | 'suspendedAt' | 'suspensionReason'
>;

export type AuditRow = Selectable<AuditLogTable> & { actor_name: string | null };

/** One audit entry to write, in the transaction of the action it records. */
export interface AuditInput {
  /** Null for the command line. */
  actorId: string | null;
  actorLabel: string;
  action: AuditAction;
  target: { kind: string; id: string; label: string } | null;
  detail?: string;
  now: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const USER_COLUMNS = [
  'user.id',
  'user.name',
  'user.email',
  'user.emailVerified',
  'user.role',
  'user.createdAt',
  'user.suspendedAt',
  'user.suspensionReason',
] as const;

/**
 * The admin area's reads and the moderation writes on users. The writes take the caller's
 * transaction, so an action, its audit entry and (for a report) its resolution go together.
 */
export function createAdminRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    findUser(id: string, executor: Executor = db): Promise<ModeratedUserRow | undefined> {
      return executor.selectFrom('user').select(USER_COLUMNS).where('user.id', '=', id).executeTakeFirst();
    },

    async isAdmin(id: string): Promise<boolean> {
      const row = await db.selectFrom('user').select('role').where('id', '=', id).executeTakeFirst();
      return row?.role === 'admin';
    },

    findUserByEmail(email: string, executor: Executor = db): Promise<ModeratedUserRow | undefined> {
      return executor
        .selectFrom('user')
        .select(USER_COLUMNS)
        .where('user.email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    /** Newest accounts first; a query with an @ is an exact address, anything else part of a name. */
    searchUsers(query: AdminUserQuery) {
      let select = db.selectFrom('user').select(USER_COLUMNS);
      if (query.q.includes('@')) select = select.where('user.email', '=', query.q.toLowerCase());
      else if (query.q) select = select.where(foldedContains('user.searchName', query.q));
      // Both dialects compare the creation time with its ISO text: SQLite keeps it so, PostgreSQL reads it.
      return keysetPage(
        select,
        [
          timeColumn('user.createdAt', 'desc', (row: ModeratedUserRow) =>
            new Date(row.createdAt).toISOString(),
          ),
          textColumn('user.id', 'desc', (row: ModeratedUserRow) => row.id),
        ],
        query.cursor,
      );
    },

    /**
     * Suspends a user who is no admin and ends every session of theirs; false (nothing changed)
     * when the user is gone or an admin.
     */
    async suspend(trx: Executor, id: string, reason: string, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('user')
        .set({ suspendedAt: now, suspensionReason: reason })
        .where('id', '=', id)
        .where('role', '<>', 'admin')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.deleteFrom('session').where('userId', '=', id).execute();
      return true;
    },

    async unsuspend(trx: Executor, id: string): Promise<boolean> {
      const result = await trx
        .updateTable('user')
        .set({ suspendedAt: null, suspensionReason: null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setRole(trx: Executor, id: string, role: UserRole): Promise<void> {
      await trx.updateTable('user').set({ role }).where('id', '=', id).execute();
    },

    async audit(trx: Executor, entry: AuditInput): Promise<void> {
      await trx
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          actor_id: entry.actorId,
          actor_label: entry.actorLabel,
          action: entry.action,
          target_kind: entry.target?.kind ?? null,
          target_id: entry.target?.id ?? null,
          target_label: entry.target?.label ?? null,
          detail: entry.detail ?? '',
          created_at: entry.now,
        })
        .execute();
    },

    /** Newest first. */
    auditPage(cursor: string | undefined) {
      return keysetPage(
        db
          .selectFrom('audit_log')
          .leftJoin('user', 'user.id', 'audit_log.actor_id')
          .selectAll('audit_log')
          .select('user.name as actor_name'),
        [
          intColumn('audit_log.created_at', 'desc', (row: AuditRow) => row.created_at),
          textColumn('audit_log.id', 'desc', (row: AuditRow) => row.id),
        ],
        cursor,
      );
    },

    async figures(days: number, now: number) {
      const rowsOf = (table: 'user' | 'album_copy' | 'collection') =>
        countOf(db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')));
      const today = Math.floor(now / DAY_MS);
      const firstDay = today - days + 1;
      // A literal, not a parameter: PostgreSQL must see the same expression in SELECT and GROUP BY.
      const dayOf = sql<number>`created_at / ${sql.lit(DAY_MS)}`;
      const perDay = await db
        .selectFrom('message')
        .select([dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
        .where('created_at', '>=', firstDay * DAY_MS)
        .groupBy(dayOf)
        .execute();
      const byDay = new Map(perDay.map((row) => [Math.floor(Number(row.day)), Number(row.count)]));
      const size =
        dialect === 'sqlite'
          ? sql<{
              size: number;
            }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`
          : sql<{ size: number }>`select pg_database_size(current_database()) as size`;
      return {
        users: await rowsOf('user'),
        albums: await countOf(
          db
            .selectFrom('album')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('owner_count', '>', 0),
        ),
        copies: await rowsOf('album_copy'),
        collections: await rowsOf('collection'),
        messagesPerDay: Array.from({ length: days }, (_, index) => ({
          day: new Date((firstDay + index) * DAY_MS).toISOString().slice(0, 10),
          count: byDay.get(firstDay + index) ?? 0,
        })),
        databaseSizeBytes: Number((await size.execute(db)).rows[0]?.size ?? 0),
      };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

/** The repository on its own database connection, for `npm run admin` (which runs beside the server). */
export async function openAdminRepository(config: DatabaseConfig) {
  const handle = await openDatabase(config);
  return { admin: createAdminRepository(handle.db, handle.dialect), close: handle.close };
}
