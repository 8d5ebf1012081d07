import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConversationIdSchema } from '@surcos/contracts/messages';
import type { MessagesService } from './messages.service.ts';

const TypingSignalSchema = z.object({ conversationId: ConversationIdSchema, typing: z.boolean() });

/** Typing signals beyond this many per second from one socket are dropped: clients throttle far below it. */
const MAX_SIGNALS_PER_SECOND = 10;
/** Conversations a socket has proven it takes part in, kept so a typing burst costs one lookup. */
const MAX_KNOWN_CONVERSATIONS = 50;

/**
 * Relays typing between the two participants of a conversation, through
 * their user rooms (so it crosses instances with the Redis adapter). Nothing
 * is stored: a `true` expires on the receiving side after TYPING_TTL_MS, and
 * a socket that goes away says `false` for every conversation it was typing in.
 */
export function registerTypingRelay(app: FastifyInstance, messages: MessagesService): void {
  app.realtime.io.on('connection', (socket) => {
    const userId = socket.data.userId;
    const otherParticipant = new Map<string, string>();
    const typingIn = new Set<string>();
    let windowStartedAt = 0;
    let signalsInWindow = 0;

    const relay = (conversationId: string, typing: boolean) => {
      const otherId = otherParticipant.get(conversationId);
      if (!otherId) return;
      if (typing) typingIn.add(conversationId);
      else typingIn.delete(conversationId);
      app.realtime.toUser(otherId, 'typing', { conversationId, userId, typing });
    };

    socket.on('typing', (payload) => {
      const now = Date.now();
      if (now - windowStartedAt >= 1000) {
        windowStartedAt = now;
        signalsInWindow = 0;
      }
      signalsInWindow += 1;
      if (signalsInWindow > MAX_SIGNALS_PER_SECOND) return;

      const parsed = TypingSignalSchema.safeParse(payload);
      if (!parsed.success) return;
      const { conversationId, typing } = parsed.data;
      if (otherParticipant.has(conversationId)) {
        relay(conversationId, typing);
        return;
      }
      messages
        .otherParticipant(userId, conversationId)
        .then((otherId) => {
          // Not a participant (or the other account is gone): nothing is said, to anyone.
          if (!otherId) return;
          if (otherParticipant.size >= MAX_KNOWN_CONVERSATIONS) {
            // Forget the idle ones; those still typing are needed to say `false` on disconnect.
            for (const known of otherParticipant.keys())
              if (!typingIn.has(known)) otherParticipant.delete(known);
          }
          otherParticipant.set(conversationId, otherId);
          relay(conversationId, typing);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'typing signal failed'));
    });

    socket.on('disconnect', () => {
      for (const conversationId of [...typingIn]) relay(conversationId, false);
    });
  });
}
