import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import { MESSAGE_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Dialect } from '../../db/database.ts';
import { hiddenUsers } from '../../db/hidden-users.ts';
import type { SyncedTogether } from '../../db/log-sync.ts';
import { type Executor, intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type {
  ConversationMemberTable,
  ConversationTable,
  Database,
  MessageTable,
  UserTable,
} from '../../db/schema.ts';

/** A conversation as one member sees it. */
export type ConversationRow = Pick<Selectable<ConversationTable>, 'id' | 'last_message'> &
  Pick<Selectable<ConversationMemberTable>, 'other_user_id' | 'last_activity_at' | 'unread'> & {
    other_user_name: Selectable<UserTable>['name'] | null;
  };

export type MessageRow = Selectable<MessageTable>;

interface MessageInput {
  conversationId: string;
  senderId: string;
  recipientId: string;
  text: string;
  clientId: string | null;
  now: number;
}

interface QueuedMessage {
  input: MessageInput;
  first: ((trx: Executor) => Promise<void>) | undefined;
  resolve: (row: MessageRow) => void;
  reject: (error: unknown) => void;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function createMessagesRepository(
  db: Kysely<Database>,
  dialect: Dialect,
  syncedTogether: SyncedTogether,
) {
  /**
   * The member's conversations as they see them: the other side's name, their own read state.
   * One with somebody the member may not see (a block either way, a suspension) is left out,
   * not deleted: it comes back, history and all, when that ends. A deleted account's stay.
   */
  const memberView = (userId: string) =>
    db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .leftJoin('user as other', 'other.id', 'm.other_user_id')
      .select([
        'c.id',
        'm.other_user_id',
        'other.name as other_user_name',
        'c.last_message',
        'm.last_activity_at',
        'm.unread',
      ])
      .where('m.user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('m.other_user_id', 'is', null), eb('m.other_user_id', 'not in', hiddenUsers(userId))]),
      );

  /** One message's writes, inside the caller's transaction. */
  async function store(
    trx: Executor,
    input: MessageInput,
    first?: (trx: Executor) => Promise<void>,
  ): Promise<MessageRow> {
    await first?.(trx);
    const conversation = await trx
      .updateTable('conversation')
      .set({
        last_seq: sql<number>`last_seq + 1`,
        last_message: input.text,
        last_activity_at: sql<number>`case when last_activity_at > ${input.now} then last_activity_at else ${input.now} end`,
      })
      .where('id', '=', input.conversationId)
      .returning(['last_seq', 'last_activity_at'])
      .executeTakeFirstOrThrow();
    const message: MessageRow = {
      id: randomUUID(),
      conversation_id: input.conversationId,
      seq: Number(conversation.last_seq),
      sender_id: input.senderId,
      client_id: input.clientId,
      text: input.text,
      created_at: Number(conversation.last_activity_at),
      hidden_at: null,
    };
    await trx.insertInto('message').values(message).execute();
    // Both members in one statement: read for the sender, unread for the recipient.
    await trx
      .updateTable('conversation_member')
      .set((eb) => ({
        unread: eb.case().when('user_id', '=', input.senderId).then(0).else(1).end(),
        last_activity_at: message.created_at,
      }))
      .where('conversation_id', '=', input.conversationId)
      .where('user_id', 'in', [input.senderId, input.recipientId])
      .execute();
    return message;
  }

  /**
   * Messages sent while one batch is being stored wait for it and are then
   * stored together with one commit, each under a savepoint of its own, so
   * one that fails (the sender's limit) is rolled back alone and no message
   * waits for more than the batch before it. The commit is synced to disk
   * apart (db/log-sync.ts): on SQLite from the thread pool, so the server
   * answers everything else meanwhile, and the next batch gathers the
   * messages that arrive during the sync. A message is answered and
   * published only once its batch is on disk.
   */
  let waiting: QueuedMessage[] = [];
  let storing = false;

  function storeWithOthers(message: QueuedMessage): void {
    waiting.push(message);
    if (!storing) void storeWaiting();
  }

  async function storeBatch(connection: Kysely<Database>, batch: QueuedMessage[]) {
    const stored: Array<{ message: QueuedMessage; row: MessageRow }> = [];
    const failed: Array<{ message: QueuedMessage; error: unknown }> = [];
    const trx = await connection.startTransaction().execute();
    try {
      for (const message of batch) {
        const savepoint = await trx.savepoint('message').execute();
        try {
          stored.push({ message, row: await store(savepoint, message.input, message.first) });
          await savepoint.releaseSavepoint('message').execute();
        } catch (error) {
          await savepoint.rollbackToSavepoint('message').execute();
          await savepoint.releaseSavepoint('message').execute();
          failed.push({ message, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
    return { stored, failed };
  }

  async function storeWaiting(): Promise<void> {
    storing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const { stored, failed } = await syncedTogether((connection) => storeBatch(connection, batch));
        for (const { message, error } of failed) message.reject(error);
        for (const { message, row } of stored) message.resolve(row);
      } catch (error) {
        for (const message of batch) message.reject(error);
      }
    }
    storing = false;
  }

  return {
    /** Finds the pair's conversation or creates it with both member rows, in one transaction. */
    async findOrCreate(userId: string, otherUserId: string, now: number): Promise<string> {
      const key = pairKey(userId, otherUserId);
      return db.transaction().execute(async (trx) => {
        const id = randomUUID();
        const inserted = await trx
          .insertInto('conversation')
          .values({ id, pair_key: key, created_at: now, last_activity_at: now })
          .onConflict((conflict) => conflict.column('pair_key').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          await trx
            .insertInto('conversation_member')
            .values([
              { conversation_id: id, user_id: userId, other_user_id: otherUserId, last_activity_at: now },
              { conversation_id: id, user_id: otherUserId, other_user_id: userId, last_activity_at: now },
            ])
            .execute();
          return id;
        }
        const existing = await trx
          .selectFrom('conversation')
          .select('id')
          .where('pair_key', '=', key)
          .executeTakeFirstOrThrow();
        return existing.id;
      });
    },

    /** The conversation as `userId` sees it; undefined when they do not take part in it. */
    conversationFor(userId: string, conversationId: string): Promise<ConversationRow | undefined> {
      return memberView(userId).where('m.conversation_id', '=', conversationId).executeTakeFirst();
    },

    /** The member's conversations, newest activity first. */
    listFor(userId: string, cursor: string | undefined) {
      return keysetPage(
        memberView(userId),
        [
          intColumn('m.last_activity_at', 'desc', (row: ConversationRow) => row.last_activity_at),
          textColumn('m.conversation_id', 'desc', (row: ConversationRow) => row.id),
        ],
        cursor,
      );
    },

    /** Marks it read for the member; true when it was unread. */
    async markRead(userId: string, conversationId: string): Promise<boolean> {
      const result = await db
        .updateTable('conversation_member')
        .set({ unread: 0 })
        .where('user_id', '=', userId)
        .where('conversation_id', '=', conversationId)
        .where('unread', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    findByClientId(conversationId: string, senderId: string, clientId: string) {
      return db
        .selectFrom('message')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('sender_id', '=', senderId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    /**
     * Stores a message and updates both members in one transaction. Taking the
     * next seq with an UPDATE serializes senders of one conversation, and the
     * time never goes backwards within it, so (created_at, seq) order is the
     * seq order on every instance whatever their clocks. `first` runs in the
     * transaction before anything else (the sender's rate limit): what it
     * throws stores nothing.
     */
    insertMessage(input: MessageInput, first?: (trx: Executor) => Promise<void>): Promise<MessageRow> {
      if (dialect === 'sqlite')
        return new Promise((resolve, reject) => storeWithOthers({ input, first, resolve, reject }));
      return db.transaction().execute((trx) => store(trx, input, first));
    },

    /** Ascending by seq; one row more than a page in the direction asked, to tell whether more exist. */
    async messages(
      conversationId: string,
      cursor: { before?: number; after?: number },
    ): Promise<MessageRow[]> {
      let query = db
        .selectFrom('message')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .limit(MESSAGE_PAGE_SIZE + 1);
      if (cursor.after !== undefined) {
        return query.where('seq', '>', cursor.after).orderBy('seq', 'asc').execute();
      }
      if (cursor.before !== undefined) query = query.where('seq', '<', cursor.before);
      return (await query.orderBy('seq', 'desc').execute()).reverse();
    },

    /**
     * Part of deleting an account, in its transaction: conversations whose other
     * participant is gone already would be left with nobody, so they go too. Answers the other
     * participants of the rest, who will see 'Usuario eliminado'.
     */
    async forgetMember(
      trx: Executor,
      userId: string,
    ): Promise<Array<{ conversationId: string; otherUserId: string }>> {
      await trx
        .deleteFrom('conversation')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('conversation_member')
            .select('conversation_id')
            .where('user_id', '=', userId)
            .where('other_user_id', 'is', null),
        )
        .execute();
      const rows = await trx
        .selectFrom('conversation_member')
        .select(['conversation_id', 'other_user_id'])
        .where('user_id', '=', userId)
        .execute();
      return rows.flatMap((row) =>
        row.other_user_id === null
          ? []
          : [{ conversationId: row.conversation_id, otherUserId: row.other_user_id }],
      );
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
