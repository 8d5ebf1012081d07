import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { E2E_BASE_URL } from './environment.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export const newAccount = (name = 'Ana Vinilo'): Account => ({
  name,
  email: `e2e-${randomBytes(5).toString('hex')}@example.com`,
  password: 'surcos-e2e-clave',
});

/** The status of an answer the browser logged as failed ('Failed to load resource: … status of 404'), if the line is one. */
export function loggedFailedStatus(text: string): number | undefined {
  const status = /Failed to load resource: .*status of (\d{3})/.exec(text)?.[1];
  return status === undefined ? undefined : Number(status);
}

/** A 4xx answer is the API working (a wrong password, a record not kept yet); the browser still logs it. */
export const isClientErrorLog = (text: string) => {
  const status = loggedFailedStatus(text);
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * Every test fails on a console error or an uncaught page error, so broken
 * pages cannot pass silently.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedServerStatuses: number[] }>({
  // A test that provokes a server-side failure on purpose (an upstream outage) lists its status here.
  expectedServerStatuses: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedServerStatuses }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const status = loggedFailedStatus(message.text());
        const isExpectedResponse =
          isClientErrorLog(message.text()) ||
          (status !== undefined && expectedServerStatuses.includes(status));
        if (message.type() === 'error' && !isExpectedResponse) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs `account` up through the API in the page's browser context (its cookie is the context's),
 * and answers the new user's id. The page stays where it is.
 */
export async function signUpThroughApi(page: Page, account: Account): Promise<string> {
  const response = await page.request.post(`${E2E_BASE_URL}/api/auth/sign-up/email`, {
    headers: { origin: E2E_BASE_URL },
    data: account,
  });
  if (!response.ok()) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/**
 * Signs `account` up through the API, then opens Explorar as the form would land: for the
 * journeys that need a member, not the form.
 */
export async function register(page: Page, account: Account): Promise<void> {
  await signUpThroughApi(page, account);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
}

/** Registers through the form, as a person does: for the tests of registration itself. */
export async function registerThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill(account.name);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The rules whose outcome depends on colours. The themes differ only in colours, so the second
 * theme is checked against these alone: every other rule would give the first scan's answer again.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's minified build: its other build is twice the size to send and compile in every page checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe.run in the page itself, axe injected only into a document that lacks it: a page is often
 * checked more than once (each theme, each screen of a journey inside the app), and injecting
 * axe cost as much as a scan. Only violations come back: the passes would be serialised for nothing.
 */
async function runAxe(page: Page, runOnly?: readonly string[]): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(runOnly ? { runOnly: { type: 'rule', values: [...runOnly] } } : {}),
  };
  return page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, options),
    options,
  );
}

/**
 * No axe violation of serious or critical impact on the page as it is now, in the dark
 * theme (the default, every rule) and in the light one that follows the system setting
 * (the colour rules).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours transition when the scheme flips (and under a hovered button): axe must see where they
    // settle. Only transitions: a spinner's animation never ends.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    const results = await runAxe(page, colorScheme === 'dark' ? undefined : COLOUR_RULES);
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${colorScheme}: ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    expect(serious).toEqual([]);
  }
}
