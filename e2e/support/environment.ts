import path from 'node:path';

export const E2E_PORT = 4173;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** A second Surcos that talks to a fake Discogs (DISCOGS_TOKEN set) instead of the bundled catalog. */
export const E2E_DISCOGS_PORT = 4174;
export const E2E_DISCOGS_BASE_URL = `http://localhost:${E2E_DISCOGS_PORT}`;
export const FAKE_DISCOGS_PORT = 4190;
export const FAKE_DISCOGS_URL = `http://127.0.0.1:${FAKE_DISCOGS_PORT}`;
/** Everything one run writes: the servers' data folders and the captured mail. */
export const RUN_DIR = path.resolve(import.meta.dirname, '../.run');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
