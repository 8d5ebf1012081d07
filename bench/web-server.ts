/**
 * A built checkout's server for the browser benchmarks (`bench/web.ts`,
 * `bench/web-profile.ts`): on a temporary SQLite database, with a public
 * profile of two dozen albums and a collector whose copies come from a
 * generated Discogs export imported through the app's import API.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generatedCollectionCsv } from './collection-csv.ts';

async function waitForServer(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('the server did not start');
}

/** A new member, signed in: the session cookie, the id and the language of their setting. */
async function signUp(
  origin: string,
  name: string,
  email: string,
): Promise<{ cookie: string; id: string; language: string }> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name, email, password: 'contraseña-larga' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const session = (await (await fetch(`${origin}/api/session`, { headers: { cookie } })).json()) as {
    user: { id: string; language: string };
  };
  return { cookie, id: session.user.id, language: session.user.language };
}

/** A member with two dozen albums from the bundled catalogue: the public profile Lighthouse visits. */
async function seedProfile(origin: string): Promise<string> {
  const { cookie, id } = await signUp(origin, 'Ana Vinilos', 'ana@example.com');
  for (let index = 1; index <= 24; index += 1) {
    const album = `sc-${String(index).padStart(4, '0')}`;
    // No body, so no JSON content type: the server refuses an empty JSON body.
    const added = await fetch(`${origin}/api/me/albums/${album}`, {
      method: 'PUT',
      headers: { origin, cookie },
    });
    if (!added.ok) throw new Error(`adding ${album} failed: ${added.status} ${await added.text()}`);
  }
  return id;
}

/** A collector whose `copies` copies come from a Discogs export imported as the app imports one. */
async function seedCollector(origin: string, copies: number): Promise<{ cookie: string; language: string }> {
  const { cookie, language } = await signUp(origin, 'Bea Coleccionista', 'bea@example.com');
  const imported = await fetch(`${origin}/api/imports?name=coleccion.csv`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'text/csv' },
    body: generatedCollectionCsv(copies),
  });
  if (imported.status !== 201) throw new Error(`import refused: ${imported.status} ${await imported.text()}`);
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const { job } = (await (
      await fetch(`${origin}/api/imports/current`, { headers: { cookie } })
    ).json()) as { job: { state: string; copiesAdded: number } | null };
    if (job && !['planning', 'queued', 'running'].includes(job.state)) {
      if (job.state !== 'done' || job.copiesAdded !== copies) {
        throw new Error(`the import ended ${job.state} with ${job.copiesAdded} of ${copies} copies`);
      }
      return { cookie, language };
    }
    await sleep(250);
  }
  throw new Error('the import did not end in five minutes');
}

/** A built checkout's server on a temporary SQLite database, with the profile and the collector seeded. */
export interface Server {
  label: string;
  origin: string;
  /** The collector's session cookie. */
  collector: string;
  /** The collector's language: a browser they signed in on remembers it (web/src/lib/language.ts). */
  collectorLanguage: string;
  userId: string;
  stop(): void;
}

export async function startServer(
  root: string,
  port: number,
  label: string,
  copies: number,
): Promise<Server> {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DISCOGS_TOKEN: '',
      IMPORT_FETCH_DETAILS: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(origin);
    const userId = await seedProfile(origin);
    const { cookie: collector, language: collectorLanguage } = await seedCollector(origin, copies);
    return { label, origin, collector, collectorLanguage, userId, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
