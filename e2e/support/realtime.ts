import type { Page, WebSocket } from '@playwright/test';

/**
 * Resolves once the page's next realtime connection is open: the server has
 * answered Socket.IO's CONNECT, so the socket is in its rooms and what is sent
 * to its user reaches it. Call it before the navigation that opens the
 * connection. Typing signals are not kept for later, so a test of them waits
 * for both sides.
 */
export function realtimeOpens(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const watch = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.startsWith('40')) return;
        page.off('websocket', watch);
        resolve();
      });
    };
    page.on('websocket', watch);
  });
}
