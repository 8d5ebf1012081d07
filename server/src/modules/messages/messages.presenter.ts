import type { Conversation, Message } from '@surcos/contracts/messages';
import { texts } from '../../lib/texts.ts';
import type { ConversationRow, MessageRow } from './messages.repository.ts';

export function presentConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    // The member row keeps no name of its own: a deleted account leaves a null other user.
    otherUser:
      row.other_user_id !== null && row.other_user_name !== null
        ? { id: row.other_user_id, name: row.other_user_name }
        : null,
    lastMessage: row.last_message,
    lastActivityAt: new Date(Number(row.last_activity_at)).toISOString(),
    read: Number(row.unread) === 0,
  };
}

export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderId: row.sender_id,
    // Hidden by the moderation: both participants read the same fixed text.
    text: row.hidden_at === null ? row.text : texts.reports.hiddenMessage,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    clientId: row.client_id,
  };
}
