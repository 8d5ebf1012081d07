import { type Kysely, sql } from 'kysely';
import { createIndexOn } from './schema-parts.ts';

/**
 * Reports and the admins' audit log, and what moderation hides: a collection hidden by an admin
 * is private and stays so while `hidden_at` is set; a hidden message shows a fixed text instead
 * of its own. A report outlives its reporter (anonymised: `reporter_id` becomes null) and its
 * target (the admins still see what was reported and how it was resolved).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collection').addColumn('hidden_at', 'bigint').execute();
  await db.schema.alterTable('message').addColumn('hidden_at', 'bigint').execute();

  await db.schema
    .createTable('report')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    // Whose content it is (the user reported, the collection's owner, the message's sender).
    .addColumn('target_user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    // What the target was called when reported: the admins read it even once the target is gone.
    .addColumn('target_label', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('resolved_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('resolved_at', 'bigint')
    .addCheckConstraint('report_target_kind', sql`target_kind in ('user', 'collection', 'message')`)
    .addCheckConstraint('report_state', sql`state in ('open', 'dismissed', 'actioned')`)
    .execute();
  await createIndexOn(db, 'report_state_created', 'report', ['state', 'created_at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Null for the command line (`npm run admin`), or once the admin's account is gone.
    .addColumn('actor_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('actor_label', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndexOn(db, 'audit_log_created', 'audit_log', ['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('report').execute();
  await db.schema.alterTable('message').dropColumn('hidden_at').execute();
  await db.schema.alterTable('collection').dropColumn('hidden_at').execute();
}
