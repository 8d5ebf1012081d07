import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ReportBody } from '@surcos/contracts/reports';
import { type Executor, intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { Database, ReportState, ReportTable } from '../../db/schema.ts';

export type ReportRow = Selectable<ReportTable> & {
  reporter_name: string | null;
  target_user_name: string | null;
  resolver_name: string | null;
};

/** What a report points at, as far as its reporter may see it. */
export interface ReportTarget {
  label: string;
  /** Whose content it is. */
  userId: string;
}

export function createReportsRepository(db: Kysely<Database>) {
  /** Reports with the names of the people they mention (null once an account is gone). */
  const withNames = (executor: Executor) =>
    executor
      .selectFrom('report')
      .leftJoin('user as reporter', 'reporter.id', 'report.reporter_id')
      .leftJoin('user as owner', 'owner.id', 'report.target_user_id')
      .leftJoin('user as resolver', 'resolver.id', 'report.resolved_by')
      .selectAll('report')
      .select([
        'reporter.name as reporter_name',
        'owner.name as target_user_name',
        'resolver.name as resolver_name',
      ]);

  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async userTarget(id: string): Promise<ReportTarget | undefined> {
      const row = await db.selectFrom('user').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      return row && { label: row.name, userId: row.id };
    },

    /** A collection the viewer may see: public, or their own. */
    async collectionTarget(id: string, viewerId: string): Promise<ReportTarget | undefined> {
      const row = await db
        .selectFrom('collection')
        .select(['name', 'user_id'])
        .where('id', '=', id)
        .where((eb) => eb.or([eb('privacy', '=', 'public'), eb('user_id', '=', viewerId)]))
        .executeTakeFirst();
      return row && { label: row.name, userId: row.user_id };
    },

    /** A message of one of the viewer's conversations whose sender still has an account. */
    async messageTarget(id: string, viewerId: string): Promise<ReportTarget | undefined> {
      const row = await db
        .selectFrom('message')
        .innerJoin('conversation_member as member', 'member.conversation_id', 'message.conversation_id')
        .select(['message.text', 'message.sender_id'])
        .where('message.id', '=', id)
        .where('member.user_id', '=', viewerId)
        .where('message.sender_id', 'is not', null)
        .executeTakeFirst();
      return row?.sender_id ? { label: row.text, userId: row.sender_id } : undefined;
    },

    async insert(reporterId: string, body: ReportBody, target: ReportTarget, now: number): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('report')
        .values({
          id,
          reporter_id: reporterId,
          target_kind: body.targetKind,
          target_id: body.targetId,
          target_user_id: target.userId,
          target_label: target.label,
          reason: body.reason,
          text: body.text,
          created_at: now,
          resolved_by: null,
          resolved_at: null,
        })
        .execute();
      return id;
    },

    /** Newest first; open ones only, or all. */
    page(state: 'open' | 'all', cursor: string | undefined) {
      let query = withNames(db);
      if (state === 'open') query = query.where('report.state', '=', 'open');
      return keysetPage(
        query,
        [
          intColumn('report.created_at', 'desc', (row: ReportRow) => row.created_at),
          textColumn('report.id', 'desc', (row: ReportRow) => row.id),
        ],
        cursor,
      );
    },

    findById(id: string, executor: Executor = db): Promise<ReportRow | undefined> {
      return withNames(executor).where('report.id', '=', id).executeTakeFirst();
    },

    /** Closes an open report; false when somebody resolved it first. */
    async resolve(
      trx: Executor,
      id: string,
      state: ReportState,
      adminId: string,
      now: number,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('report')
        .set({ state, resolved_by: adminId, resolved_at: now })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Hides a collection: private, and kept so while hidden. Answers its owner and whether it
     * was public (who must hear of it), or undefined when it is gone.
     */
    async hideCollection(trx: Executor, id: string, now: number) {
      const row = await trx
        .selectFrom('collection')
        .select(['user_id', 'privacy'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('collection')
        .set({ hidden_at: now, privacy: 'private', updated_at: now })
        .where('id', '=', id)
        .execute();
      return { ownerId: row.user_id, wasPublic: row.privacy === 'public' };
    },

    /**
     * Hides a message from both participants; the conversation list's last message too, when it
     * is that one. Answers its conversation's members, or undefined when it is gone.
     */
    async hideMessage(trx: Executor, id: string, hiddenText: string, now: number) {
      const row = await trx
        .selectFrom('message')
        .select(['conversation_id', 'seq'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      await trx.updateTable('message').set({ hidden_at: now }).where('id', '=', id).execute();
      await trx
        .updateTable('conversation')
        .set({ last_message: hiddenText })
        .where('id', '=', row.conversation_id)
        .where('last_seq', '=', Number(row.seq))
        .execute();
      const members = await trx
        .selectFrom('conversation_member')
        .select('user_id')
        .where('conversation_id', '=', row.conversation_id)
        .execute();
      return { conversationId: row.conversation_id, memberIds: members.map((member) => member.user_id) };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
