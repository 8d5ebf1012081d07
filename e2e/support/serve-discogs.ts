/**
 * A second Surcos for the browser tests that need Discogs itself: a fake
 * Discogs on loopback serving the fixtures from ../shared (faults queued by
 * the tests over HTTP), and the built server pointed at it with a token.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { readFixture, startFakeDiscogs } from '../../server/test/helpers/fake-discogs.ts';
import { E2E_DISCOGS_PORT, FAKE_DISCOGS_PORT, FAKE_DISCOGS_URL, RUN_DIR } from './environment.ts';
import { runSurcos } from './surcos-process.ts';

const dataDir = path.join(RUN_DIR, 'data-discogs');
rmSync(dataDir, { recursive: true, force: true });

const fake = await startFakeDiscogs({ port: FAKE_DISCOGS_PORT });
// Another pressing of 'Never Gonna Give You Up' (master 96559), for 'Otras ediciones'; no barcode of its own.
fake.serveRelease({
  ...(readFixture('release-249504-godiscogs-2017-11.json') as object),
  id: 249599,
  country: 'Germany',
  identifiers: [],
});
runSurcos(
  {
    port: E2E_DISCOGS_PORT,
    dataDir,
    env: {
      DISCOGS_TOKEN: 'e2e-token',
      DISCOGS_BASE_URL: FAKE_DISCOGS_URL,
      SMTP_URL: 'smtp://127.0.0.1:9?ignoreTLS=true',
      // Its retries after a 429 come half a second apart instead of 5 s: the same path, sooner.
      DISCOGS_RETRY_SECONDS: '0.5',
    },
  },
  () => void fake.close(),
);
