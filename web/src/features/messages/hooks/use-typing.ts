import { TYPING_RENEW_MS, TYPING_TTL_MS } from '@surcos/contracts/limits';
import type { ServerToClientEvents } from '@surcos/contracts/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket } from '../../../lib/socket.ts';

/**
 * Whether the other participant is typing in this conversation: on with their
 * `typing` true, off with false or with a message of theirs, and off by itself
 * TYPING_TTL_MS after the last true, so a lost false or a closed tab never
 * leaves it on.
 */
export function useIsOtherTyping(conversationId: string, viewerId: string): boolean {
  const socket = useSocket();
  const [isTyping, setIsTyping] = useState(false);

  useEffect(() => {
    if (!socket) return;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(expiry);
      setIsTyping(false);
    };
    const handleTyping: ServerToClientEvents['typing'] = (signal) => {
      if (signal.conversationId !== conversationId || signal.userId === viewerId) return;
      if (!signal.typing) {
        stop();
        return;
      }
      clearTimeout(expiry);
      expiry = setTimeout(stop, TYPING_TTL_MS);
      setIsTyping(true);
    };
    const handleMessage: ServerToClientEvents['message.created'] = (message) => {
      if (message.conversationId === conversationId && message.senderId !== viewerId) stop();
    };
    socket.on('typing', handleTyping);
    socket.on('message.created', handleMessage);
    return () => {
      socket.off('typing', handleTyping);
      socket.off('message.created', handleMessage);
      stop();
    };
  }, [socket, conversationId, viewerId]);

  return isTyping;
}

interface TypingSignal {
  /** On focus and on every input; sends at most one `true` per TYPING_RENEW_MS. */
  start: () => void;
  /** On blur and on send; also sent by itself on leaving the screen or the page. */
  stop: () => void;
}

/**
 * Tells the other participant, through the socket, while this user is typing here.
 * A focus or a key while the connection is still opening (just after the page
 * loads, or during a reconnection) is said once it opens, if it is still fresh:
 * otherwise a member who starts typing at once would never show as typing.
 */
export function useTypingSignal(conversationId: string): TypingSignal {
  const socket = useSocket();
  // When the last `true` went out; null while the other side believes we are not typing.
  const lastStartAt = useRef<number | null>(null);
  // The user's last focus or key, said or not; null once they stopped.
  const lastIntent = useRef<{ conversationId: string; at: number } | null>(null);

  const start = useCallback(() => {
    const now = Date.now();
    lastIntent.current = { conversationId, at: now };
    if (lastStartAt.current !== null && now - lastStartAt.current < TYPING_RENEW_MS) return;
    // Socket.IO would queue it while offline and deliver it late, when it is no longer true.
    if (!socket?.connected) return;
    lastStartAt.current = now;
    socket.emit('typing', { conversationId, typing: true });
  }, [socket, conversationId]);

  /** Says `false` if a `true` is out; the user's intent stays (the socket arriving is not a stop). */
  const sayStopped = useCallback(() => {
    if (lastStartAt.current === null) return;
    lastStartAt.current = null;
    if (socket?.connected) socket.emit('typing', { conversationId, typing: false });
  }, [socket, conversationId]);

  const stop = useCallback(() => {
    lastIntent.current = null;
    sayStopped();
  }, [sayStopped]);

  useEffect(() => {
    if (!socket) return;
    const sayUnsaid = () => {
      const intent = lastIntent.current;
      if (intent?.conversationId !== conversationId || Date.now() - intent.at >= TYPING_TTL_MS) return;
      // A new connection: whatever went out on the old one may not have arrived.
      lastStartAt.current = null;
      start();
      // start() dates the intent now; it is as old as the focus or key it says.
      lastIntent.current = intent;
    };
    if (socket.connected) sayUnsaid();
    socket.on('connect', sayUnsaid);
    return () => {
      socket.off('connect', sayUnsaid);
    };
  }, [socket, conversationId, start]);

  useEffect(() => {
    window.addEventListener('pagehide', stop);
    return () => {
      window.removeEventListener('pagehide', stop);
    };
  }, [stop]);

  // Leaving the screen or this conversation. Not `stop`: this also runs when the socket arrives.
  useEffect(() => sayStopped, [sayStopped]);

  return { start, stop };
}
