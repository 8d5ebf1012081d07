import type { FastifyInstance } from 'fastify';
import {
  LIST_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SEND_MAX_PER_WINDOW,
  MESSAGE_SEND_WINDOW_MS,
} from '@surcos/contracts/limits';
import {
  type Conversation,
  CONVERSATION_NOT_FOUND,
  type ConversationPage,
  type Message,
  type MessageListQuery,
  type MessagePage,
  type SendMessageBody,
} from '@surcos/contracts/messages';
import { USER_NOT_FOUND } from '@surcos/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import { createRateLimitRepository } from '../auth/rate-limit.repository.ts';
import { presentConversation, presentMessage } from './messages.presenter.ts';
import { createMessagesRepository, type ConversationRow } from './messages.repository.ts';

export function createMessagesService(app: FastifyInstance) {
  const repo = createMessagesRepository(app.db);
  const rateLimits = createRateLimitRepository(app.db);
  const othersOfDeletedUser = new Map<string, Array<{ conversationId: string; otherUserId: string }>>();

  async function participantView(userId: string, conversationId: string): Promise<ConversationRow> {
    const row = await repo.conversationFor(userId, conversationId);
    // Someone else's conversation and an unknown one look the same from outside.
    if (!row) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
    return row;
  }

  async function assertSendAllowed(userId: string): Promise<void> {
    const { count, resetAt } = await rateLimits.hit(`message-send:${userId}`, MESSAGE_SEND_WINDOW_MS);
    if (count > MESSAGE_SEND_MAX_PER_WINDOW) {
      throw new AppError('MESSAGE_RATE_LIMITED', undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      });
    }
  }

  function announceChange(conversationId: string, userIds: readonly string[]): void {
    app.realtime.toUsers(userIds, 'conversation.changed', { conversationId });
    app.realtime.toUsers(userIds, 'counts.changed');
  }

  return {
    async start(userId: string, otherUserId: string): Promise<Conversation> {
      if (userId === otherUserId) throw new AppError('CANNOT_MESSAGE_SELF');
      if ((await repo.userName(otherUserId)) === null) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      const conversationId = await repo.findOrCreate(userId, otherUserId, Date.now());
      return presentConversation(await participantView(userId, conversationId));
    },

    async get(userId: string, conversationId: string): Promise<Conversation> {
      return presentConversation(await participantView(userId, conversationId));
    },

    async list(userId: string, page: number): Promise<ConversationPage> {
      const rows = await repo.listFor(userId, page);
      return {
        items: rows.slice(0, LIST_PAGE_SIZE).map(presentConversation),
        page,
        hasMore: rows.length > LIST_PAGE_SIZE,
      };
    },

    async messages(userId: string, conversationId: string, query: MessageListQuery): Promise<MessagePage> {
      await participantView(userId, conversationId);
      const rows = await repo.messages(conversationId, query);
      const hasMore = rows.length > MESSAGE_PAGE_SIZE;
      // The extra row is the one furthest from the cursor: the oldest going back, the newest going forward.
      const page = hasMore ? (query.after !== undefined ? rows.slice(0, -1) : rows.slice(1)) : rows;
      return { items: page.map(presentMessage), hasMore };
    },

    /** Stored before it is answered; a repeated clientId answers the message stored the first time. */
    async send(senderId: string, conversationId: string, body: SendMessageBody): Promise<Message> {
      const conversation = await participantView(senderId, conversationId);
      if (conversation.other_user_id === null) throw new AppError('RECIPIENT_DELETED');
      const clientId = body.clientId ?? null;
      if (clientId !== null) {
        const earlier = await repo.findByClientId(conversationId, senderId, clientId);
        if (earlier) return presentMessage(earlier);
      }
      await assertSendAllowed(senderId);

      let message: Message;
      try {
        message = presentMessage(
          await repo.insertMessage({
            conversationId,
            senderId,
            recipientId: conversation.other_user_id,
            text: body.text,
            clientId,
            now: Date.now(),
          }),
        );
      } catch (error) {
        // Two retries of one message raced: the other one stored it.
        const stored =
          clientId !== null ? await repo.findByClientId(conversationId, senderId, clientId) : undefined;
        if (stored) return presentMessage(stored);
        throw error;
      }

      const participants = [senderId, conversation.other_user_id];
      app.realtime.toUsers(participants, 'message.created', message);
      // Sending ends typing, even when the sender's own "stopped" signal is lost.
      app.realtime.toUser(conversation.other_user_id, 'typing', {
        conversationId,
        userId: senderId,
        typing: false,
      });
      announceChange(conversationId, participants);
      return message;
    },

    async markRead(userId: string, conversationId: string): Promise<void> {
      await participantView(userId, conversationId);
      if (await repo.markRead(userId, conversationId)) announceChange(conversationId, [userId]);
    },

    /** The other participant of a conversation, for relaying typing; null when `userId` takes no part. */
    async otherParticipant(userId: string, conversationId: string): Promise<string | null> {
      const row = await repo.conversationFor(userId, conversationId);
      return row?.other_user_id ?? null;
    },

    unreadCount: (userId: string) => repo.unreadCount(userId),

    /** Before an account is deleted: see forgetMember; remembers whom to tell once it is gone. */
    async forgetUser(userId: string): Promise<void> {
      othersOfDeletedUser.set(userId, await repo.forgetMember(userId));
    },

    /** After the deletion committed: the other participants' lists now show 'Usuario eliminado'. */
    userDeleted(userId: string): void {
      const conversations = othersOfDeletedUser.get(userId) ?? [];
      othersOfDeletedUser.delete(userId);
      for (const { conversationId, otherUserId } of conversations) {
        app.realtime.toUser(otherUserId, 'conversation.changed', { conversationId });
      }
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
