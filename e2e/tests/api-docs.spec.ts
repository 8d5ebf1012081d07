import { E2E_BASE_URL } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

test('the API reference at /api/docs renders from Surcos alone, without errors or serious axe violations', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).origin !== new URL(E2E_BASE_URL).origin &&
      !request.url().startsWith('data:')
    ) {
      elsewhere.push(request.url());
    }
  });
  const document = page.waitForResponse((response) => response.url().endsWith('/api/docs/json'));
  await page.goto('/api/docs');
  expect((await document).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: /Surcos API/ })).toBeVisible();
  // An operation of each kind of access: the member's own list, and one open to visitors.
  await expect(page.getByText('/api/me/albums', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/api/albums/{id}', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(elsewhere).toEqual([]);
});
