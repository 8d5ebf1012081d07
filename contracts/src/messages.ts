import { z } from 'zod';
import { texts } from './texts.ts';
import { pageSchema } from './paging.ts';
import { UserRefSchema } from './users.ts';
import { MESSAGE_MAX_LENGTH } from './limits.ts';

export const CONVERSATION_NOT_FOUND = (): string => texts.api.conversationNotFound;
/** SPEC.md's name for the other side of a conversation whose account was deleted. */
export const DELETED_USER_NAME = (): string => texts.messages.deletedUser;
export const MESSAGE_EMPTY = (): string => texts.validation.messageEmpty;
export const MESSAGE_TOO_LONG = (): string => texts.validation.messageTooLong;

export const ConversationIdSchema = z.string().trim().uuid({ error: CONVERSATION_NOT_FOUND });
export const ConversationIdParamsSchema = z.object({ id: ConversationIdSchema });

/** Starts (or reuses) the conversation between the signed-in user and `userId`. */
export const StartConversationBodySchema = z.object({
  userId: z.string().trim().min(1).max(64),
});
export type StartConversationBody = z.infer<typeof StartConversationBodySchema>;

/** One conversation as its viewer sees it. */
export const ConversationSchema = z.object({
  id: z.string(),
  /** Null once the other participant deleted their account: shown as 'Usuario eliminado'. */
  otherUser: UserRefSchema.nullable(),
  /** '' until the first message. */
  lastMessage: z.string(),
  /** ISO time of the last message, or of the creation while there is none. */
  lastActivityAt: z.string(),
  /** 'Leído' / 'No leído' for the viewer. */
  read: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationPageSchema = pageSchema(ConversationSchema);
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Position in the conversation: the order of messages and the cursor for history and catch-up. */
  seq: z.number().int().positive(),
  /** Null when the sender's account was deleted. */
  senderId: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  /** The id the sending client chose, echoed so it can match its pending bubble. */
  clientId: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * History: without cursors, the newest page; `before` pages back (scrolling up);
 * `after` fetches what arrived since (after a reconnection), oldest first.
 */
const CURSOR_ERROR = () => texts.validation.messageCursor;
/** A message's seq is an integer column: PostgreSQL refuses a larger number outright. */
const SEQ_MAX = 2 ** 31 - 1;

export const MessageListQuerySchema = z
  .object({
    before: z.coerce
      .number({ error: CURSOR_ERROR })
      .int({ error: CURSOR_ERROR })
      .positive({ error: CURSOR_ERROR })
      .max(SEQ_MAX, { error: CURSOR_ERROR })
      .optional(),
    after: z.coerce
      .number({ error: CURSOR_ERROR })
      .int({ error: CURSOR_ERROR })
      .nonnegative({ error: CURSOR_ERROR })
      .max(SEQ_MAX, { error: CURSOR_ERROR })
      .optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    error: () => texts.validation.messageCursorBoth,
  });
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

/** Messages always in ascending seq; `hasMore` says whether more exist in the direction asked. */
export const MessagePageSchema = z.object({
  items: z.array(MessageSchema),
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const SendMessageBodySchema = z.object({
  text: z
    .string({ error: MESSAGE_EMPTY })
    .trim()
    .min(1, { error: MESSAGE_EMPTY })
    .max(MESSAGE_MAX_LENGTH, { error: MESSAGE_TOO_LONG }),
  /** Chosen by the client per message: sending it again (a retry) never stores it twice. */
  clientId: z.string().trim().min(1).max(64).optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;
