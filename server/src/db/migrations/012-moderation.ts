import { type Kysely, sql } from 'kysely';
import { createIndexOn, createLinkTable } from './schema-parts.ts';

/**
 * What running an instance for people needs on the user: a role (the
 * addresses in ADMIN_EMAILS become admins at sign-in; `npm run admin`
 * grants and revokes), a suspension with its reason, and the blocks and
 * mutes between users. A block or a mute goes with either account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .execute();
  // Epoch milliseconds; null while the account is in good standing.
  await db.schema.alterTable('user').addColumn('suspendedAt', 'bigint').execute();
  await db.schema.alterTable('user').addColumn('suspensionReason', 'text').execute();
  // Lists leave suspended accounts out on every request: the few there are, found by index.
  await sql`create index user_suspended on "user" ("suspendedAt") where "suspendedAt" is not null`.execute(
    db,
  );

  for (const [table, other] of [
    ['user_block', 'blocked_id'],
    ['user_mute', 'muted_id'],
  ] as const) {
    await createLinkTable(
      db,
      table,
      [
        { column: 'user_id', references: 'user.id' },
        { column: other, references: 'user.id' },
      ],
      'created_at',
      'bigint',
    )
      .addCheckConstraint(`${table}_not_self`, sql.raw(`user_id <> ${other}`))
      .execute();
    // "Who blocked me" is asked as often as "whom did I block".
    await createIndexOn(db, `${table}_other`, table, [other, 'user_id']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_mute').execute();
  await db.schema.dropTable('user_block').execute();
  await sql`drop index user_suspended`.execute(db);
  await db.schema.alterTable('user').dropColumn('suspensionReason').execute();
  await db.schema.alterTable('user').dropColumn('suspendedAt').execute();
  await db.schema.alterTable('user').dropColumn('role').execute();
}
