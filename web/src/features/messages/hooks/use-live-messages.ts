import type { Message } from '@surcos/contracts/messages';
import type { ServerToClientEvents } from '@surcos/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useSocket } from '../../../lib/socket.ts';
import { addMessages, fetchMessagesSince } from '../api/get-messages.ts';

/**
 * Keeps the loaded history of a conversation current. Messages pushed over the
 * socket are merged in as they come. Events sent while the connection was down
 * are lost, so after the first page has loaded and after every (re)connection
 * whatever was stored since the newest loaded message is fetched.
 * `onArrived` hears about every message received either way.
 */
export function useLiveMessages(
  conversationId: string,
  { hasHistory, onArrived }: { hasHistory: boolean; onArrived: (messages: readonly Message[]) => void },
): void {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const arrived = useEffectEvent(onArrived);

  useEffect(() => {
    if (!hasHistory) return;
    let isCurrent = true;
    let isRunning = false;
    let isAskedAgain = false;

    const catchUp = async () => {
      if (isRunning) {
        isAskedAgain = true;
        return;
      }
      isRunning = true;
      try {
        do {
          isAskedAgain = false;
          const received = await fetchMessagesSince(queryClient, conversationId);
          if (isCurrent && received.length > 0) arrived(received);
        } while (isAskedAgain && isCurrent);
      } catch {
        // Offline again: the next connection catches up.
      } finally {
        isRunning = false;
      }
    };

    const handleMessage: ServerToClientEvents['message.created'] = (message) => {
      if (message.conversationId !== conversationId) return;
      addMessages(queryClient, conversationId, [message]);
      arrived([message]);
    };
    const handleConnect = () => void catchUp();

    void catchUp();
    socket?.on('message.created', handleMessage);
    socket?.on('connect', handleConnect);
    return () => {
      isCurrent = false;
      socket?.off('message.created', handleMessage);
      socket?.off('connect', handleConnect);
    };
  }, [socket, conversationId, hasHistory, queryClient]);
}
