import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ReportBody } from '@surcos/contracts/reports';
import type { Dialect } from '../../db/database.ts';
import { hiddenUsers, visibleUser } from '../../db/hidden-users.ts';
import { type Executor, intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { Database, ReportState, ReportTable } from '../../db/schema.ts';

export type ReportRow = Selectable<ReportTable> & {
  reporter_name: string | null;
  target_user_name: string | null;
  resolver_name: string | null;
  /** `user@host` of the remote account a report names, while this server knows it. */
  target_actor_handle: string | null;
};

/** What a report points at, as far as its reporter may see it. */
export interface ReportTarget {
  label: string;
  /** Whose content it is: a member here, or null for content of another server. */
  userId: string | null;
  /** The remote account's actor URI, for content of another server. */
  actorId?: string;
}

/**
 * What a report points at, as far as its reporter may see it: the hidden-users rule of every
 * route (decision 019) applies, so across a block or to a suspended account there is nothing.
 */
export function createReportsRepository(db: Kysely<Database>, dialect: Dialect) {
  /** Reports with the names of the people they mention (null once an account is gone). */
  const withNames = (executor: Executor) =>
    executor
      .selectFrom('report')
      .leftJoin('user as reporter', 'reporter.id', 'report.reporter_id')
      .leftJoin('user as owner', 'owner.id', 'report.target_user_id')
      .leftJoin('user as resolver', 'resolver.id', 'report.resolved_by')
      .leftJoin('remote_actor', 'remote_actor.id', 'report.target_actor_id')
      .selectAll('report')
      .select([
        'reporter.name as reporter_name',
        'owner.name as target_user_name',
        'resolver.name as resolver_name',
        'remote_actor.handle as target_actor_handle',
      ]);

  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** A user the viewer may see (themselves included: the service refuses that). */
    async userTarget(id: string, viewerId: string): Promise<ReportTarget | undefined> {
      const row = await db
        .selectFrom('user')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where(visibleUser(viewerId))
        .executeTakeFirst();
      return row && { label: row.name, userId: row.id };
    },

    /** A collection the viewer may see: their own, or a public one of someone they may see. */
    async collectionTarget(id: string, viewerId: string): Promise<ReportTarget | undefined> {
      const row = await db
        .selectFrom('collection')
        .select(['name', 'user_id'])
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('user_id', '=', viewerId),
            eb.and([eb('privacy', '=', 'public'), eb('user_id', 'not in', hiddenUsers(viewerId))]),
          ]),
        )
        .executeTakeFirst();
      return row && { label: row.name, userId: row.user_id };
    },

    /**
     * A message of one of the viewer's conversations whose sender still has an account, in a
     * conversation the viewer can read (none across a block or with a suspended account).
     */
    async messageTarget(id: string, viewerId: string): Promise<ReportTarget | undefined> {
      const row = await db
        .selectFrom('message')
        .innerJoin('conversation_member as member', 'member.conversation_id', 'message.conversation_id')
        .select(['message.text', 'message.sender_id'])
        .where('message.id', '=', id)
        .where('member.user_id', '=', viewerId)
        .where('message.sender_id', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('member.other_user_id', 'is', null),
            eb('member.other_user_id', 'not in', hiddenUsers(viewerId)),
          ]),
        )
        .executeTakeFirst();
      return row?.sender_id ? { label: row.text, userId: row.sender_id } : undefined;
    },

    /** An account of another server this server knows (looked up, followed or following). */
    async remoteAccountTarget(actorId: string): Promise<ReportTarget | undefined> {
      const row = await db
        .selectFrom('remote_actor')
        .select(['id', 'handle', 'name'])
        .where('id', '=', actorId)
        .executeTakeFirst();
      return row && { label: `${row.name ?? row.handle} (@${row.handle})`, userId: null, actorId: row.id };
    },

    /** A post of another server the viewer is shown: kept, not hidden, of an account they follow. */
    async remotePostTarget(id: string, viewerId: string): Promise<ReportTarget | undefined> {
      const row = await db
        .selectFrom('remote_post')
        .innerJoin('remote_follow', 'remote_follow.actor_id', 'remote_post.actor_id')
        .select(['remote_post.content', 'remote_post.actor_id'])
        .where('remote_post.id', '=', id)
        .where('remote_post.hidden_at', 'is', null)
        .where('remote_follow.user_id', '=', viewerId)
        .where('remote_follow.state', '=', 'accepted')
        .executeTakeFirst();
      return row && { label: row.content, userId: null, actorId: row.actor_id };
    },

    /** Hides a remote post from every feed; the members who were shown it, or undefined when it is gone. */
    async hideRemotePost(trx: Executor, id: string, now: number): Promise<string[] | undefined> {
      const result = await trx
        .updateTable('remote_post')
        .set({ hidden_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      const followers = await trx
        .selectFrom('remote_follow')
        .innerJoin('remote_post', 'remote_post.actor_id', 'remote_follow.actor_id')
        .select('remote_follow.user_id')
        .where('remote_post.id', '=', id)
        .where('remote_follow.state', '=', 'accepted')
        .execute();
      return followers.map((row) => row.user_id);
    },

    /**
     * Files a report, or merges it into the reporter's open report about the same target: the
     * repeat's reason (and text, when it has one) replace the earlier ones, which keeps its
     * place in the queue. On PostgreSQL the reporter's row is locked first, so two repeats at
     * once cannot both insert; SQLite has one writer.
     */
    async file(
      reporterId: string,
      body: ReportBody,
      target: ReportTarget,
      now: number,
    ): Promise<'filed' | 'merged'> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres')
          await trx.selectFrom('user').select('id').where('id', '=', reporterId).forNoKeyUpdate().execute();
        const open = await trx
          .selectFrom('report')
          .select('id')
          .where('reporter_id', '=', reporterId)
          .where('target_kind', '=', body.targetKind)
          .where('target_id', '=', body.targetId)
          .where('state', '=', 'open')
          .executeTakeFirst();
        if (open) {
          await trx
            .updateTable('report')
            .set({
              reason: body.reason,
              target_label: target.label,
              ...(body.text === '' ? {} : { text: body.text }),
            })
            .where('id', '=', open.id)
            .execute();
          return 'merged';
        }
        await trx
          .insertInto('report')
          .values({
            id: randomUUID(),
            reporter_id: reporterId,
            target_kind: body.targetKind,
            target_id: body.targetId,
            target_user_id: target.userId,
            target_actor_id: target.actorId ?? null,
            target_label: target.label,
            reason: body.reason,
            text: body.text,
            created_at: now,
            resolved_by: null,
            resolved_at: null,
          })
          .execute();
        return 'filed';
      });
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
