import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { createCollectionAs } from '../support/collections.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { otherPerson, signUp } from '../support/people.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const feedFlag = (page: Page) => nav(page).getByTestId('feed-new');
/** One figure of a profile, e.g. 'Seguidores' → its number. */
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const feedVisit = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/feed/visit') && response.request().method() === 'POST',
  );

/**
 * A fresh load of Explorar with no '¡Nuevos!'. The following badge shows
 * that the counts have arrived, so the flag's absence means something.
 */
async function expectNoFeedFlagAfterReload(page: Page, following: number) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
  await expect(nav(page).getByTestId('badge-following')).toHaveText(String(following));
  await expect(feedFlag(page)).toHaveCount(0);
}

test.describe('follows', () => {
  test('follow and unfollow update both users’ badges and lists without reloading', async ({
    page,
    browser,
  }) => {
    const ana = await signUp(page, 'Ana Sigue');
    const bea = await otherPerson(browser, 'Bea Discos');
    try {
      const followRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(`/api/users/${bea.id}/follow`)) followRequests.push(request.method());
      });
      await bea.page.goto('/followers');
      await expect(bea.page.getByText('Aún no tienes seguidores.')).toBeVisible();
      await page.goto('/following');
      await expect(page.getByText('Aún no sigues a ningún usuario.')).toBeVisible();

      await page.goto(`/user/${bea.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Bea Discos' })).toBeVisible();
      await expect(stat(page, 'Seguidores')).toHaveText('0');
      await expect(page.getByText(bea.account.email)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // A double click follows once and does not undo itself.
      await page.getByRole('button', { name: 'Seguir', exact: true }).dblclick();
      await expect(page.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
      await expect(stat(page, 'Seguidores')).toHaveText('1');
      await expect(nav(page).getByTestId('badge-following')).toHaveText('1');

      // Bea sees her new follower at once, in the list and in the badge.
      await expect(bea.page.getByRole('link', { name: 'Ana Sigue' })).toHaveAttribute(
        'href',
        `/user/${ana.id}`,
      );
      await expect(nav(bea.page).getByTestId('badge-followers')).toHaveText('1');
      await expectNoSeriousA11yViolations(bea.page);
      expect(followRequests).toEqual(['PUT']);

      await nav(page)
        .getByRole('link', { name: /^Siguiendo/ })
        .click();
      await expect(page.getByRole('link', { name: 'Bea Discos' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Bea Discos' }).click();

      await page.getByRole('button', { name: 'Dejar de seguir' }).click();
      await expect(page.getByRole('button', { name: 'Seguir', exact: true })).toBeVisible();
      await expect(stat(page, 'Seguidores')).toHaveText('0');
      await expect(nav(page).getByTestId('badge-following')).toHaveCount(0);
      await expect(bea.page.getByText('Aún no tienes seguidores.')).toBeVisible();
      await expect(nav(bea.page).getByTestId('badge-followers')).toHaveCount(0);
      expect(followRequests).toEqual(['PUT', 'DELETE']);
    } finally {
      await bea.close();
    }
  });

  test('the own profile has no follow button', async ({ page }) => {
    const ana = await signUp(page, 'Ana Propia');
    await apiAs(page, 'PUT', '/api/me/albums/sc-0001');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Ver mi perfil público' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${ana.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Propia' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Elvis Presley/ })).toBeVisible();
    await expect(page.getByText('Aún no tienes colecciones públicas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Seguir', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Dejar de seguir' })).toHaveCount(0);
    await expect(page.getByText(ana.account.email)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown profile says so', async ({ page }) => {
    await signUp(page, 'Ana Busca');
    await page.goto('/user/no-existe-este-usuario');
    await expect(page.getByText('No se ha encontrado el usuario')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil de usuario' })).toBeVisible();
  });
});

test.describe('feed', () => {
  test("'¡Nuevos!' arrives live, visiting the feed clears it, and an unfollowed user's adds stay out", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signUp(page, 'Ana Lectora');
    const bea = await otherPerson(browser, 'Bea Discos');
    const carlos = await otherPerson(browser, 'Carlos Vinilo');
    try {
      await apiAs(carlos.page, 'PUT', '/api/me/albums/sc-0010');
      await apiAs(page, 'PUT', `/api/users/${bea.id}/follow`);
      await apiAs(page, 'PUT', `/api/users/${carlos.id}/follow`);

      let visit = feedVisit(page);
      await page.goto('/feed');
      await expect(page.getByRole('link', { name: "Somethin' Else" })).toBeVisible();
      expect((await visit).status()).toBe(204);
      await expectNoFeedFlagAfterReload(page, 2);

      // Bea adds an album: Ana's navigation says so without reloading.
      await apiAs(bea.page, 'PUT', '/api/me/albums/sc-0061');
      await expect(feedFlag(page)).toHaveText('¡Nuevos!');

      visit = feedVisit(page);
      await nav(page).getByRole('link', { name: /^Feed/ }).click();
      const albumEntry = page.getByRole('listitem').filter({ hasText: 'Añadido por Bea Discos' });
      await expect(albumEntry.getByRole('link', { name: 'Bitches Brew' })).toHaveAttribute(
        'href',
        '/album/sc-0061',
      );
      await expect(albumEntry.getByRole('link', { name: 'Bea Discos' })).toHaveAttribute(
        'href',
        `/user/${bea.id}`,
      );
      await expect(albumEntry.locator('time')).toHaveText('ahora');
      await visit;
      await expect(feedFlag(page)).toHaveCount(0);
      await expectNoFeedFlagAfterReload(page, 2);

      // A public collection shows up while the feed is open, and the flag does not come back for it.
      visit = feedVisit(page);
      await page.goto('/feed');
      await expect(page.getByRole('link', { name: 'Bitches Brew' })).toBeVisible();
      await visit;
      visit = feedVisit(page);
      const collectionId = await createCollectionAs(bea.page, {
        name: 'Jazz eléctrico',
        albumIds: ['sc-0061'],
      });
      const collectionEntry = page.getByRole('listitem').filter({ hasText: 'Creada por Bea Discos' });
      await expect(collectionEntry.getByRole('link', { name: 'Jazz eléctrico' })).toHaveAttribute(
        'href',
        `/collection/${collectionId}`,
      );
      await expect(collectionEntry).toContainText('1 álbum');
      await expectNoSeriousA11yViolations(page);
      await visit;
      await expectNoFeedFlagAfterReload(page, 2);

      // Ana unfollows Bea: Bea's adds leave the feed and flag nothing; Carlos's still arrive.
      await page.goto(`/user/${bea.id}`);
      await page.getByRole('button', { name: 'Dejar de seguir' }).click();
      await expect(page.getByRole('button', { name: 'Seguir', exact: true })).toBeVisible();
      await expect(nav(page).getByTestId('badge-following')).toHaveText('1');
      await apiAs(bea.page, 'PUT', '/api/me/albums/sc-0020');
      await apiAs(carlos.page, 'PUT', '/api/me/albums/sc-0040');
      await expect(feedFlag(page)).toHaveText('¡Nuevos!');
      await nav(page).getByRole('link', { name: /^Feed/ }).click();
      await expect(page.getByRole('link', { name: "Sgt. Pepper's Lonely Hearts Club Band" })).toBeVisible();
      await expect(page.getByRole('link', { name: "Somethin' Else" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Giant Steps' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Bitches Brew' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Jazz eléctrico' })).toHaveCount(0);
    } finally {
      await bea.close();
      await carlos.close();
    }
  });

  test('an empty feed says what it is for', async ({ page }) => {
    await signUp(page, 'Ana Nueva');
    await page.goto('/feed');
    await expect(
      page.getByText(
        'Todavía no hay novedades. Sigue a otros usuarios para ver aquí los álbumes y las colecciones que añadan.',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
