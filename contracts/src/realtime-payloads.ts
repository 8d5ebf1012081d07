import { z } from 'zod';
import { MessageSchema } from './messages.ts';

/**
 * The payload of every socket event, in both directions. The server checks
 * what clients send against these at its edge, and what it publishes before
 * it goes out; realtime.ts derives the event types from them.
 */
export const AlbumChangedSchema = z.object({ albumId: z.string() });
export const CollectionChangedSchema = z.object({ collectionId: z.string() });
export const ConversationChangedSchema = z.object({ conversationId: z.string() });
export const MessageCreatedSchema = MessageSchema;

/** An import of this user moved on: the page asks for the job again. */
export const ImportProgressedSchema = z.object({ importId: z.string() });

/** The other participant started or stopped typing. */
export const TypingSignalSchema = z.object({
  conversationId: z.string(),
  typing: z.boolean(),
  userId: z.string(),
});

/** A client saying it is (or stopped) typing in a conversation. */
export const TypingCommandSchema = z.object({
  conversationId: z.string().trim().min(1).max(64),
  typing: z.boolean(),
});
export type TypingCommand = z.infer<typeof TypingCommandSchema>;

/** Payload schemas of the facts that carry one; the others carry nothing. */
export const FACT_PAYLOAD_SCHEMAS = {
  'album.changed': AlbumChangedSchema,
  'collection.changed': CollectionChangedSchema,
  'conversation.changed': ConversationChangedSchema,
  'messages.changed': ConversationChangedSchema,
  'message.created': MessageCreatedSchema,
  'import.progressed': ImportProgressedSchema,
  typing: TypingSignalSchema,
} as const;

export const CLIENT_COMMAND_SCHEMAS = {
  typing: TypingCommandSchema,
} as const;
