import {
  type FederatedServer,
  federatedServers,
  followFromExplorar,
  memberOf,
  searchBox,
} from '../support/federation.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/**
 * Three Surcos of their own, as issue 31 asks: A and B on SQLite, C on
 * PostgreSQL. Members of A and C follow a member of B; his new album reaches
 * both feeds; the member of C unfollows from Explorar and it leaves hers.
 */
const [A, B, C] = federatedServers(['sqlite', 'sqlite', 'postgres']) as [
  FederatedServer,
  FederatedServer,
  FederatedServer,
];

test('members of two servers follow a member of a third, see his new album in the feed, and one unfollows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [contextA, contextB, contextC] = await Promise.all(
    [A, B, C].map((server) => browser.newContext({ baseURL: server.url })),
  );
  await memberOf(contextA!, A, 'Ana Lectora');
  const bob = await memberOf(contextB!, B, 'Bob Remoto');
  await memberOf(contextC!, C, 'Cleo Oyente');
  const feedOf = async (server: FederatedServer, context: typeof contextA) =>
    (await (await context!.request.get(`${server.url}/api/feed`)).json()) as { items: { type: string }[] };

  // Ana (A) follows Bob (B) through the API; Cleo (C, PostgreSQL) from Explorar, in the browser.
  const followed = await contextA!.request.put(`${A.url}/api/remote/follows`, {
    headers: { origin: A.url },
    data: { address: bob.address },
  });
  expect(followed.ok()).toBe(true);
  const page = await contextC!.newPage();
  const region = await followFromExplorar(page, bob.address);
  await expect(async () => {
    await page.goto('/following');
    await expect(page.getByRole('list', { name: 'Siguiendo' }).getByText(bob.address)).toBeVisible();
    await expect(page.getByText('Pendiente')).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    const answer = await contextA!.request.get(
      `${A.url}/api/remote/accounts?address=${encodeURIComponent(bob.address)}`,
    );
    expect(((await answer.json()) as { follow: string }).follow).toBe('accepted');
  }).toPass({ timeout: 30_000 });

  // Bob adds an album on B: it reaches Cleo's feed on C, and Ana's on A.
  const added = await contextB!.request.post(`${B.url}/api/me/hand-made-albums`, {
    headers: { origin: B.url },
    data: { name: 'Maqueta del local', artist: 'Los del Barrio' },
  });
  expect(added.status()).toBe(201);
  const entry = page.getByRole('listitem').filter({ hasText: 'En otro servidor' });
  await expect(async () => {
    await page.goto('/feed');
    await expect(entry.getByText('añadió «Maqueta del local» de Los del Barrio')).toBeVisible();
  }).toPass({ timeout: 30_000 });
  await expect(entry.getByRole('link', { name: 'Bob Remoto' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect
    .poll(async () => (await feedOf(A, contextA)).items.filter((item) => item.type === 'remote').length, {
      timeout: 30_000,
    })
    .toBe(1);

  // Cleo unfollows from Explorar: his post leaves her feed at once; Ana's stays.
  await page.goto('/');
  await searchBox(page).fill(bob.address);
  await region.getByRole('button', { name: 'Dejar de seguir' }).click();
  await expect(region.getByRole('button', { name: 'Seguir' })).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByText('Todavía no hay novedades.', { exact: false })).toBeVisible();
  expect((await feedOf(A, contextA)).items.filter((item) => item.type === 'remote')).toHaveLength(1);

  await Promise.all([contextA, contextB, contextC].map((context) => context!.close()));
});
