import { MESSAGE_PAGE_SIZE, MESSAGE_SEND_WINDOW_MS } from '@surcos/contracts/limits';
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
import type { Executor } from '../../db/paging.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { RateLimitRepository } from '../auth/auth.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentConversation, presentMessage } from './messages.presenter.ts';
import type { ConversationRow, MessagesRepository } from './messages.repository.ts';

interface MessagesDeps {
  messages: MessagesRepository;
  users: UsersRepository;
  rateLimits: RateLimitRepository;
  publisher: Publisher;
  /** Messages one member may send per MESSAGE_SEND_WINDOW_MS, across all conversations. */
  sendMaxPerWindow: number;
  /** Notifications: a message was sent; a member read a conversation. */
  onSent: (senderId: string, recipientId: string, conversationId: string) => Promise<void>;
  onRead: (actor: Actor, conversationId: string) => Promise<void>;
}

export function createMessagesService({
  messages,
  users,
  rateLimits,
  publisher,
  sendMaxPerWindow,
  onSent,
  onRead,
}: MessagesDeps) {
  async function participantView(userId: string, conversationId: string): Promise<ConversationRow> {
    const row = await messages.conversationFor(userId, conversationId);
    // Someone else's conversation and an unknown one look the same from outside.
    if (!row) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND());
    return row;
  }

  /** Counted in the message's own transaction: one commit a message, and nothing stored when refused. */
  async function assertSendAllowed(trx: Executor, userId: string): Promise<void> {
    const key = `message-send:${userId}`;
    const { count, resetAt } = await rateLimits.hitWithin(trx, key, MESSAGE_SEND_WINDOW_MS);
    if (count > sendMaxPerWindow) {
      throw new AppError('MESSAGE_RATE_LIMITED', undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      });
    }
  }

  return {
    async start(actor: Actor, otherUserId: string): Promise<Conversation> {
      if (actor.userId === otherUserId) throw new AppError('CANNOT_MESSAGE_SELF');
      // Across a block (either way) the other person does not exist, for both of them.
      if (!(await users.isVisibleTo(otherUserId, actor.userId)))
        throw new AppError('NOT_FOUND', USER_NOT_FOUND());
      const conversationId = await messages.findOrCreate(actor.userId, otherUserId, Date.now());
      await publisher.publish('conversation.start', { actor, payload: { conversationId } });
      return presentConversation(await participantView(actor.userId, conversationId));
    },

    async get(userId: string, conversationId: string): Promise<Conversation> {
      return presentConversation(await participantView(userId, conversationId));
    },

    async list(userId: string, cursor: string | undefined): Promise<ConversationPage> {
      return toPage(await messages.listFor(userId, cursor), presentConversation);
    },

    async messages(userId: string, conversationId: string, query: MessageListQuery): Promise<MessagePage> {
      await participantView(userId, conversationId);
      const rows = await messages.messages(conversationId, query);
      const hasMore = rows.length > MESSAGE_PAGE_SIZE;
      // The extra row is the one furthest from the cursor: the oldest going back, the newest going forward.
      const page = hasMore ? (query.after !== undefined ? rows.slice(0, -1) : rows.slice(1)) : rows;
      return { items: page.map(presentMessage), hasMore };
    },

    /** Stored before it is answered; a repeated clientId answers the message stored the first time. */
    async send(actor: Actor, conversationId: string, body: SendMessageBody): Promise<Message> {
      const senderId = actor.userId;
      const conversation = await participantView(senderId, conversationId);
      const recipientId = conversation.other_user_id;
      if (recipientId === null) throw new AppError('RECIPIENT_DELETED');
      const clientId = body.clientId ?? null;
      if (clientId !== null) {
        const earlier = await messages.findByClientId(conversationId, senderId, clientId);
        if (earlier) return presentMessage(earlier);
      }
      let message: Message;
      try {
        message = presentMessage(
          await messages.insertMessage(
            { conversationId, senderId, recipientId, text: body.text, clientId, now: Date.now() },
            (trx) => assertSendAllowed(trx, senderId),
          ),
        );
      } catch (error) {
        // Two retries of one message raced: the other one stored it.
        const stored =
          clientId !== null ? await messages.findByClientId(conversationId, senderId, clientId) : undefined;
        if (stored) return presentMessage(stored);
        throw error;
      }

      await publisher.publish('message.send', { actor, others: [recipientId], payload: message });
      // Sending ends typing, even when the sender's own "stopped" signal is lost.
      publisher.signalTyping(recipientId, { conversationId, userId: senderId, typing: false });
      await onSent(senderId, recipientId, conversationId);
      return message;
    },

    async markRead(actor: Actor, conversationId: string): Promise<void> {
      await participantView(actor.userId, conversationId);
      // Only the reader's own list and badge change: the other participant is not told.
      if (await messages.markRead(actor.userId, conversationId)) {
        await publisher.publish('conversation.read', { actor, payload: { conversationId } });
      }
      await onRead(actor, conversationId);
    },

    /** The other participant of a conversation, for relaying typing; null when `userId` takes no part. */
    async otherParticipant(userId: string, conversationId: string): Promise<string | null> {
      const row = await messages.conversationFor(userId, conversationId);
      return row?.other_user_id ?? null;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
