import type { Browser, Page } from '@playwright/test';
import * as en from '@surcos/contracts/texts/en';
import * as es from '@surcos/contracts/texts/es';
import { expect, expectNoSeriousA11yViolations, newAccount, test } from '../support/fixtures.ts';
import { apiAs } from '../support/api.ts';
import { E2E_ADMIN_EMAILS, E2E_BASE_URL } from '../support/environment.ts';
import { digestMailTo, linkInMailTo, mailTo } from '../support/mail.ts';
import { otherPerson } from '../support/people.ts';
import { LANGUAGE_COOKIE } from '@surcos/contracts/languages';

// A browser that prefers English: every page of Surcos speaks it, with nothing left in Spanish.
test.use({ locale: 'en-US' });

/** Every text of a catalogue section by section, a function's asked with a sample argument. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      return textsOf((value as (...args: unknown[]) => unknown)(2, 2, 2));
    } catch {
      return [];
    }
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The Spanish catalogue's texts that English says otherwise, long enough not to be a word both
 * languages share; the music database's placeholders too ('Desconocido': stored in Spanish, shown
 * through `texts.music`).
 */
const SPANISH_ONLY: readonly string[] = (() => {
  const english = new Set(textsOf(en));
  return [
    ...new Set(
      Object.entries(es)
        .filter(([section]) => section !== 'locale')
        .flatMap(([, section]) => textsOf(section)),
    ),
  ].filter((text) => text.length >= 8 && !english.has(text) && !/^[\d\s%().,:/-]+$/.test(text));
})();

async function expectNoSpanish(page: Page, where: string): Promise<void> {
  const shown = await page.locator('body').innerText();
  expect(
    SPANISH_ONLY.filter((text) => shown.includes(text)),
    `Spanish texts on ${where}`,
  ).toEqual([]);
}

async function registerInEnglish(page: Page, name: string, email?: string) {
  const account = { ...newAccount(name), ...(email ? { email } : {}) };
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.register.title })).toBeVisible();
  await expectNoSpanish(page, '/register');
  await page.getByLabel(en.fields.name, { exact: true }).fill(account.name);
  await page.getByLabel(en.fields.email).fill(account.email);
  await page.getByLabel(en.fields.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: en.register.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.pages.explore })).toBeVisible();
  return account;
}

async function signIn(browser: Browser, locale: string, email: string, password: string) {
  const context = await browser.newContext({ locale, baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/login');
  return { context, page, email, password };
}

test.describe('Surcos in English', () => {
  test('a visitor’s pages, registration and a member’s screens speak English, with lang="en"', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSpanish(page, '/');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();
    await expectNoSpanish(page, '/login');

    await registerInEnglish(page, 'Sam Records');
    await expectNoSpanish(page, 'Explore');
    const member: Array<[string, string]> = [
      ['/albums', en.pages.albums],
      ['/add-album', en.pages.addAlbum],
      ['/wishlist', en.pages.wishlist],
      ['/collections', en.pages.collections],
      ['/add-collection', en.pages.addCollection],
      ['/feed', en.pages.feed],
      ['/messages', en.pages.messages],
      ['/notifications', en.notifications.title],
      ['/stats', en.pages.stats],
      ['/matches', en.pages.matches],
      ['/import', en.imports.page.title],
      ['/profile', en.profile.title],
    ];
    for (const [url, heading] of member) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoSpanish(page, url);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('adding an album, a conversation and the admin area speak English', async ({ page, browser }) => {
    await registerInEnglish(page, 'Alex Grooves', E2E_ADMIN_EMAILS.english);
    await page.goto(await linkInMailTo(E2E_ADMIN_EMAILS.english));
    await expect(page.getByRole('heading', { level: 1, name: en.admin.title })).toBeVisible();
    await expectNoSpanish(page, '/admin');

    await page.goto('/add-album');
    await page.getByLabel(en.addAlbum.searchLabel).fill('kind of blue');
    await page.getByRole('button', { name: `${en.addAlbum.add} Kind Of Blue` }).click();
    await expect(page.getByRole('button', { name: `${en.addAlbum.added} Kind Of Blue` })).toBeDisabled();
    await expectNoSpanish(page, '/add-album');

    // A release the music database knows no label or country of: stored as 'Desconocido', shown in English.
    await page.getByLabel(en.addAlbum.searchLabel).fill("who's next");
    await page.getByRole('button', { name: `${en.addAlbum.add} Who's Next` }).click();
    await expect(page.getByRole('button', { name: `${en.addAlbum.added} Who's Next` })).toBeDisabled();
    await expect(page.getByText('1971 · Unknown · Vinyl, LP, Album', { exact: true })).toBeVisible();
    await expectNoSpanish(page, 'a search result with placeholders');
    await page.goto('/albums');
    await page.getByRole('button', { name: en.myAlbums.tableView }).click();
    const row = page.getByRole('row', { name: /Who's Next/ });
    await expect(row.getByRole('cell', { name: en.music.unknown, exact: true })).toBeVisible();
    await expectNoSpanish(page, 'My albums as a table');
    await row.getByRole('link', { name: "Who's Next" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Who's Next" })).toBeVisible();
    await expectNoSpanish(page, 'the album page of a release with placeholders');

    const friend = await otherPerson(browser, 'Robin Spins');
    try {
      const { id } = (await apiAs(page, 'POST', '/api/conversations', { userId: friend.id })) as {
        id: string;
      };
      await page.goto(`/messages/${id}`);
      await page.getByRole('textbox', { name: en.messages.inputLabel }).fill('Hello from Surcos');
      await page.getByRole('textbox', { name: en.messages.inputLabel }).press('Enter');
      await expect(page.getByRole('region', { name: en.messages.historyLabel('Robin Spins') })).toContainText(
        'Hello from Surcos',
      );
      await expectNoSpanish(page, 'a conversation');
    } finally {
      await friend.close();
    }
  });

  test('the daily mail of a member who chose English, and its unsubscribe page on a Spanish device', async ({
    page,
    browser,
  }) => {
    const account = await registerInEnglish(page, 'Pat Crates');
    const { user } = (await apiAs(page, 'GET', '/api/session')) as { user: { id: string } };
    const friend = await otherPerson(browser, 'Lou Sleeves');
    try {
      await apiAs(friend.page, 'PUT', `/api/users/${user.id}/follow`);
    } finally {
      await friend.close();
    }
    // The mail waits while the member has Surcos open.
    await page.goto('about:blank');
    const body = await digestMailTo(account.email);
    expect(body).toContain(en.notifications.mail.intro);
    expect(body).toContain(en.notifications.texts.follower('Lou Sleeves'));
    expect(body).not.toContain(es.notifications.mail.intro);
    const link = new URL(/https?:\/\/[^\s"<>/]+\/unsubscribe\?token=[^\s"<>]+/.exec(body)?.[0] ?? '');

    // Opened on a device that prefers and remembers Spanish, nobody signed in: the recipient's English.
    const spanish = await browser.newContext({ locale: 'es-ES', baseURL: E2E_BASE_URL });
    try {
      await spanish.addCookies([{ name: LANGUAGE_COOKIE, value: 'es', url: E2E_BASE_URL }]);
      const visitor = await spanish.newPage();
      await visitor.goto(`${link.pathname}${link.search}`);
      await expect(visitor.getByText(en.notifications.unsubscribe.explainAll)).toBeVisible();
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoSpanish(visitor, 'the unsubscribe page');
      await visitor.getByRole('button', { name: en.notifications.unsubscribe.confirm }).click();
      await expect(visitor.getByText(en.notifications.unsubscribe.done)).toBeVisible();
      // The device's own choice is untouched: its next page is Spanish.
      await visitor.goto('/login');
      await expect(visitor.getByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
    } finally {
      await spanish.close();
    }
  });

  test('switching to Español and back applies at once, without reloading the page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    await page.getByLabel(en.language.label).selectOption('es');
    await expect(page.getByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel(es.language.label).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );

    // The device remembers it: the next page comes from the server in that language.
    await page.getByLabel(en.language.label).selectOption('es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a member’s setting follows them to another device, and their mails are written in it', async ({
    page,
    browser,
  }) => {
    const account = await registerInEnglish(page, 'Kim Vinyl');
    await page.goto('/profile');
    await page.getByRole('radio', { name: 'Español' }).check();
    await expect(page.getByRole('heading', { level: 1, name: es.profile.title })).toBeVisible();
    await expect(page.getByText(es.language.saved)).toBeVisible();

    // Another browser that prefers English: once signed in, it speaks the member's Spanish.
    const other = await signIn(browser, 'en-US', account.email, account.password);
    try {
      await other.page.getByLabel(en.fields.email).fill(account.email);
      await other.page.getByLabel(en.fields.password, { exact: true }).fill(account.password);
      await other.page.getByRole('button', { name: en.login.submit }).click();
      await expect(other.page.getByRole('heading', { level: 1, name: es.pages.explore })).toBeVisible();
      await expect(other.page.locator('html')).toHaveAttribute('lang', 'es');

      // Back to English on the second device: the password-reset mail follows the setting.
      await other.page.goto('/profile');
      await other.page.getByRole('radio', { name: 'English' }).check();
      await expect(other.page.getByText(en.language.saved)).toBeVisible();
    } finally {
      await other.context.close();
    }
    const asking = await browser.newContext({ locale: 'es-ES', baseURL: E2E_BASE_URL });
    try {
      const response = await asking.request.post('/api/auth/request-password-reset', {
        headers: { origin: E2E_BASE_URL },
        data: { email: account.email },
      });
      expect(response.ok()).toBe(true);
    } finally {
      await asking.close();
    }
    const body = await mailTo(account.email);
    expect(body).toContain(en.mail.resetPassword.reason);
    expect(body).not.toContain(es.mail.resetPassword.reason);
  });
});
