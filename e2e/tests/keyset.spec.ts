import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { apiAs } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';

/** Nearly the whole bundled catalog: ten pages of My albums. */
const ALBUMS = 240;
const albumId = (index: number) => `sc-${String(index + 1).padStart(4, '0')}`;

test.describe('a long list', () => {
  test('My albums scrolls deep, page after page, each album once, with few cards in the page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await register(page, newAccount('Coleccionista Profunda'));
    for (let start = 0; start < ALBUMS; start += 12) {
      await Promise.all(
        Array.from({ length: 12 }, (_, offset) =>
          apiAs(page, 'PUT', `/api/me/albums/${albumId(start + offset)}`),
        ),
      );
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/albums');
    const grid = page.getByRole('list', { name: 'Mis álbumes' });
    const cards = grid.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // Rows in between stay transparent: one list of cards to assistive technology.
    await expectNoSeriousA11yViolations(page);

    // The keyboard walks the cards in order, past the rows first drawn, and the list follows the focus.
    await cards.first().getByRole('link').first().focus();
    const focusedPosition = () =>
      page.evaluate(() =>
        document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset'),
      );
    for (let position = 2; position <= 36; position += 1) {
      // The next page loads once the last row nears the screen; a key pressed before its answer
      // arrives (a test presses them a few milliseconds apart) would leave the list.
      if (position % LIST_PAGE_SIZE === 1)
        await expect(grid.locator(`[aria-posinset="${position}"]`)).toHaveCount(1);
      await page.keyboard.press('Tab');
      expect(await focusedPosition()).toBe(String(position));
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    // Scroll to the end, page after page, noting every album the grid showed on the way.
    const seen = new Map<string, number>();
    let maxCards = 0;
    for (let step = 0; step < 200; step += 1) {
      const shown = await cards.evaluateAll((items) =>
        items.map((item) => ({
          position: Number(item.getAttribute('aria-posinset')),
          href: item.querySelector('a')?.getAttribute('href') ?? '',
        })),
      );
      maxCards = Math.max(maxCards, shown.length);
      for (const { position, href } of shown) seen.set(href, position);
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      if (atEnd && seen.size >= ALBUMS) break;
      await page.waitForTimeout(60);
    }

    // Every album came exactly once: no href at two positions, no position twice.
    expect(seen.size).toBe(ALBUMS);
    expect(new Set(seen.values()).size).toBe(ALBUMS);
    expect([...seen.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: ALBUMS }, (_, index) => index + 1),
    );
    // Ten pages loaded, yet the DOM holds only the rows near the screen.
    expect(maxCards).toBeLessThan(ALBUMS / 2);
    expect(await cards.count()).toBeLessThan(ALBUMS / 2);

    // The deepest album is reachable and is a working link; the first left the DOM.
    const last = grid.locator(`[aria-posinset="${ALBUMS}"]`);
    await expect(last).toBeVisible();
    await expect(last).toHaveAttribute('aria-setsize', String(ALBUMS));
    await expect(grid.locator('[aria-posinset="1"]')).toHaveCount(0);
    const link = last.getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href ?? '/album/');
  });
});
