import type { FastifyBaseLogger } from 'fastify';
import { CLIENT_COMMAND_SCHEMAS } from '@surcos/contracts/realtime-payloads';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { MessagesService } from './messages.service.ts';

/** Typing signals beyond this many per second from one socket are dropped: clients throttle far below it. */
const MAX_SIGNALS_PER_SECOND = 10;
/** Conversations a socket has proven it takes part in, kept so a typing burst costs one lookup. */
const MAX_KNOWN_CONVERSATIONS = 50;
/**
 * How long that proof holds: after it the participant is looked up again, so a
 * block (which hides the conversation) silences typing within this time.
 */
const KNOWN_FOR_MS = 3000;

interface TypingRelayDeps {
  realtime: Realtime;
  publisher: Publisher;
  messages: Pick<MessagesService, 'otherParticipant'>;
  log: FastifyBaseLogger;
}

/**
 * Relays typing between the two participants of a conversation, through
 * their user rooms (so it crosses instances with the Redis adapter). Nothing
 * is stored: a `true` expires on the receiving side after TYPING_TTL_MS, and
 * a socket that goes away says `false` for every conversation it was typing in.
 */
export function registerTypingRelay({ realtime, publisher, messages, log }: TypingRelayDeps): void {
  realtime.io.on('connection', (socket) => {
    const userId = socket.data.userId;
    const otherParticipant = new Map<string, { otherId: string; knownAt: number }>();
    const typingIn = new Set<string>();
    let windowStartedAt = 0;
    let signalsInWindow = 0;

    const relay = (conversationId: string, typing: boolean) => {
      const otherId = otherParticipant.get(conversationId)?.otherId;
      if (!otherId) return;
      if (typing) typingIn.add(conversationId);
      else typingIn.delete(conversationId);
      publisher.signalTyping(otherId, { conversationId, userId, typing });
    };

    socket.on('typing', (payload) => {
      const now = Date.now();
      if (now - windowStartedAt >= 1000) {
        windowStartedAt = now;
        signalsInWindow = 0;
      }
      signalsInWindow += 1;
      if (signalsInWindow > MAX_SIGNALS_PER_SECOND) return;

      // The edge: a client's payload is checked against its contract before anything else.
      const parsed = CLIENT_COMMAND_SCHEMAS.typing.safeParse(payload);
      if (!parsed.success) return;
      const { conversationId, typing } = parsed.data;
      const known = otherParticipant.get(conversationId);
      if (known && now - known.knownAt < KNOWN_FOR_MS) {
        relay(conversationId, typing);
        return;
      }
      messages
        .otherParticipant(userId, conversationId)
        .then((otherId) => {
          // Not a participant (or the other account is gone, or a block stands between them): nothing is said.
          if (!otherId) {
            otherParticipant.delete(conversationId);
            typingIn.delete(conversationId);
            return;
          }
          if (otherParticipant.size >= MAX_KNOWN_CONVERSATIONS) {
            // Forget the idle ones; those still typing are needed to say `false` on disconnect.
            for (const idle of otherParticipant.keys())
              if (!typingIn.has(idle)) otherParticipant.delete(idle);
          }
          otherParticipant.set(conversationId, { otherId, knownAt: now });
          relay(conversationId, typing);
        })
        .catch((error: unknown) =>
          log.warn({ err: error, socketId: socket.id, userId }, 'typing signal failed'),
        );
    });

    socket.on('disconnect', () => {
      for (const conversationId of [...typingIn]) relay(conversationId, false);
    });
  });
}
