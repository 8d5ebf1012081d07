import path from 'node:path';

/**
 * E2E_PORT moves the whole set of ports (and the run folder) so that two runs
 * can share a machine; the other servers take the next ports.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** A second Surcos that talks to a fake Discogs (DISCOGS_TOKEN set) instead of the bundled catalog. */
export const E2E_DISCOGS_PORT = E2E_PORT + 1;
export const E2E_DISCOGS_BASE_URL = `http://localhost:${E2E_DISCOGS_PORT}`;
// A fixed offset from E2E_PORT keeps it clear of 4190, which fetch refuses (a WHATWG "bad port").
export const FAKE_DISCOGS_PORT = E2E_PORT + 2;
export const FAKE_DISCOGS_URL = `http://127.0.0.1:${FAKE_DISCOGS_PORT}`;
/** Everything one run writes: the servers' data folders and the captured mail. */
export const RUN_DIR = path.resolve(
  import.meta.dirname,
  process.env.E2E_PORT ? `../.run-${E2E_PORT}` : '../.run',
);
export const MAIL_DIR = path.join(RUN_DIR, 'mail');

/** Addresses the served Surcos makes admins (ADMIN_EMAILS): one per test that needs an admin. */
export const E2E_ADMIN_EMAILS = {
  suspends: 'admin-suspende@surcos.test',
  reports: 'admin-denuncias@surcos.test',
  english: 'admin-english@surcos.test',
} as const;

/**
 * Debian's Chromium in its old headless mode (chromium-headless-shell), as Playwright runs headless tests
 * itself: it starts no browser interface and no GPU process, which took a quarter to a third of the suite's
 * CPU. It has no fake camera, so the scanner's specs take the full browser.
 */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';
