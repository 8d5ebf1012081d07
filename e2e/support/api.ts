import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment.ts';

/** The Surcos a page speaks to: the one it has open, or the one under test before it opens any. */
export function originOf(page: Page): string {
  const opened = new URL(page.url()).origin;
  return opened.startsWith('http') ? opened : E2E_BASE_URL;
}

/**
 * Calls the Surcos API from inside the signed-in browser context (same
 * cookies, same origin), for set-up steps that are not what a test is about.
 */
export async function apiAs(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const origin = originOf(page);
  const response = await page.request.fetch(`${origin}${path}`, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.status() === 204 ? null : ((await response.json()) as unknown);
}
