import path from 'node:path';

export const E2E_PORT = 4173;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Everything one run writes: the server's data folder and the captured mail. */
export const RUN_DIR = path.resolve(import.meta.dirname, '../.run');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
