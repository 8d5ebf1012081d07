import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DISCOGS_BASE_URL, HEADLESS_CHROMIUM } from './support/environment.ts';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed test gets one more try, and one that passes on it is reported flaky instead of
  // failing the run: on a busy two-core machine a live update can miss its 7 s once in a while.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Journeys with two or three browsers and several axe scans take 15–25 s alone; a loaded machine needs headroom.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-ES',
    // No trace: recording one for every test (kept only for failures) cost a quarter to a third of
    // the suite's CPU, DOM snapshots or not. scripts/test.sh runs the tests that failed once more
    // with one; `npx playwright test --trace retain-on-failure` does the same by hand.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The built app installs a service worker that keeps pages and some API answers for offline
    // reading. The other specs are about what the server answers now, so they run without it;
    // tests/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium 156 prewarms the omnibox popup's WebUI in a renderer of its own for every window
        // (every context), headless too: a third of the suite's CPU. A --disable-features flag
        // replaces Playwright's own, so its list is repeated here before the two WebUI features.
        `--disable-features=${[
          ...['AimEnabled', 'AvoidCorsURLLoaderRestartOnRedirect', 'AvoidUnnecessaryBeforeUnloadCheckSync'],
          ...[
            'DestroyProfileOnBrowserClose',
            'HttpsFirstBalancedModeAutoEnable',
            'HttpsUpgrades',
            'LensOverlay',
          ],
          ...[
            'MediaRouter',
            'NetworkTimeServiceQuerying',
            'OptimizationHints',
            'PaintHolding',
            'PreconnectToSearch',
          ],
          ...['TcpPortRandomizationWin', 'ThirdPartyStoragePartitioning'],
          ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'],
        ].join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx support/serve.ts',
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx support/serve-discogs.ts',
      url: `${E2E_DISCOGS_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
