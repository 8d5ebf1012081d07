import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { apiAs } from './api.ts';
import {
  type Account,
  expect,
  isClientErrorLog,
  newAccount,
  register,
  signUpThroughApi,
} from './fixtures.ts';

export interface Member {
  page: Page;
  account: Account;
  id: string;
}

/** Registers a new account in `page` and returns it with its user id. */
export async function signUp(page: Page, name: string): Promise<Member> {
  const account = newAccount(name);
  await register(page, account);
  const session = (await apiAs(page, 'GET', '/api/session')) as { user: { id: string } };
  return { page, account, id: session.user.id };
}

/** The browser's own lines about requests that fail while it is offline, expected when a test takes it offline. */
// ERR_FAILED: a request the service worker routes, could not send and had not kept (an album's page
// never opened, read from the device instead).
export const OFFLINE_NOISE =
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|net::ERR_FAILED|WebSocket connection to .* failed/;

/**
 * Another person, signed up in their own browser. The fixture watches only the
 * test's own page for console errors, so this one is watched here; `close`
 * fails the test if any appeared.
 */
export async function otherPerson(browser: Browser, name: string, { goesOffline = false } = {}) {
  const context = await browser.newContext();
  const sockets = new Set<WebSocketRoute>();
  if (goesOffline) {
    // Through Playwright, so the test can cut the realtime connection (see dropConnection).
    await context.routeWebSocket(/\/socket\.io\//, (socket) => {
      socket.connectToServer();
      sockets.add(socket);
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const isClientError = isClientErrorLog(text);
    const isOfflineNoise = goesOffline && OFFLINE_NOISE.test(text);
    if (message.type() === 'error' && !isClientError && !isOfflineNoise) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The other person acts through the API until the test opens a page of theirs: loading
  // Explorar for each of them cost a page load of the app that nobody looked at.
  const account = newAccount(name);
  const member: Member = { page, account, id: await signUpThroughApi(page, account) };
  return {
    ...member,
    context,
    /**
     * Offline, with the realtime connection cut (needs `goesOffline`). Chromium's
     * offline mode keeps an open WebSocket alive (it only holds its frames back),
     * and Socket.IO closes it on the 'offline' event for any host but localhost:
     * the test closes it instead.
     */
    dropConnection: async () => {
      await context.setOffline(true);
      await expect.poll(() => page.evaluate<boolean>('navigator.onLine')).toBe(false);
      for (const socket of sockets) await socket.close();
      sockets.clear();
    },
    close: async () => {
      await context.close();
      expect(errors, `console errors in ${name}'s browser`).toEqual([]);
    },
  };
}
