import { type FederatedServer, federatedServers, memberOf } from '../support/federation.ts';
import { FAKE_DISCOGS_URL } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/**
 * Two Surcos of their own on SQLite, both reading the run's fake Discogs: a
 * member of A wishes for a record a member of B owns, follows him, and her
 * wishlist's 'Lo tienen:' names him (docs/decisions/061-remote-holdings.md).
 */
const [A, B] = federatedServers(['sqlite', 'sqlite'], {
  DISCOGS_TOKEN: 'e2e-token',
  DISCOGS_BASE_URL: FAKE_DISCOGS_URL,
}) as [FederatedServer, FederatedServer];

/** 'Never Gonna Give You Up', one of the fake Discogs' releases. */
const RELEASE = '249504';

test("'Lo tienen:' on A names the member of B who owns A's wish, and Coincidencias lists him", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  await memberOf(contextA, A, 'Ana Coleccionista');
  const bob = await memberOf(contextB, B, 'Bob Remoto');

  expect(
    (await contextB.request.put(`${B.url}/api/me/albums/${RELEASE}`, { headers: { origin: B.url } })).ok(),
  ).toBe(true);
  const onA = { headers: { origin: A.url } };
  expect((await contextA.request.put(`${A.url}/api/me/wishlist/${RELEASE}`, onA)).ok()).toBe(true);
  const followed = await contextA.request.put(`${A.url}/api/remote/follows`, {
    ...onA,
    data: { address: bob.address },
  });
  expect(followed.ok()).toBe(true);

  // B accepts through its queue, then A fetches his `haves` in the background.
  const page = await contextA.newPage();
  const entry = page.getByRole('listitem').filter({ hasText: 'Never Gonna Give You Up' });
  await expect(async () => {
    await page.goto('/wishlist');
    await expect(entry.getByText('Lo tienen:')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(entry.getByRole('link', { name: 'Bob Remoto' })).toHaveAttribute(
    'href',
    `/remote/${bob.address}`,
  );
  await expect(entry.getByText(bob.address)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/matches');
  const person = page.getByRole('region', { name: /Bob Remoto/ });
  await expect(person.getByRole('link', { name: 'Bob Remoto' })).toHaveAttribute(
    'href',
    `/remote/${bob.address}`,
  );
  await expect(person).toContainText('Never Gonna Give You Up');
  await expectNoSeriousA11yViolations(page);

  await contextA.close();
  await contextB.close();
});
