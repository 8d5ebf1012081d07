import { expect, test } from '../support/fixtures.ts';

test.describe('first load', () => {
  test('the page names the Latin fonts of both weights before its stylesheet, and the page uses them', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2') && response.ok()) fonts.push(new URL(response.url()).pathname);
    });
    await page.goto('/login');
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads).toEqual([
      expect.stringMatching(/latin-400-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/latin-700-normal-[\w-]+\.woff2$/),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Each preloaded font is fetched once, as the very file the stylesheet asks for.
    await expect.poll(() => [...new Set(fonts)].sort()).toEqual([...preloads].sort());
  });

  test('scripts and the page come compressed as the build wrote them', async ({ request }) => {
    const html = await request.get('/login', { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(html.headers()['content-encoding']).toBe('br');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toContain('immutable');
    const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });
});
