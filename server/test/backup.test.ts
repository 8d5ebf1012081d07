import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumPage } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { Counts } from '@surcos/contracts/counts';
import type { ConversationPage, Message, MessagePage } from '@surcos/contracts/messages';
import type { UserPage } from '@surcos/contracts/users';
import { buildApp } from '../src/app.ts';
import { createBackup, restoreBackup } from '../src/db/backup/backup.ts';
import { backupFileName, startBackupLoop, takeRotatingBackup } from '../src/db/backup/backup-rotation.ts';
import type { PostgresMethod } from '../src/db/backup/postgres-backup.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { createPostgresDatabase, testDialect } from './helpers/database.ts';
import { type TestUser, createUser, loginAs, postJson } from './helpers/users.ts';

const exec = promisify(execFile);
/** Each command line run starts npm and tsx: seconds each on a loaded machine. */
const CLI_TIMEOUT_MS = 90_000;
const ROUND_TRIP_TIMEOUT_MS = 60_000;
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

let source: TestContext;
let ana: TestUser;
let luis: TestUser;
let eva: TestUser;
let conversationId: string;
const cleanups: (() => Promise<void>)[] = [];

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'surcos-backup-test-'));
  cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return dir;
};

/** A data folder and, on PostgreSQL, a database: both empty, no app built on them yet. */
async function emptyTarget(): Promise<Config> {
  const postgres = testDialect() === 'postgres' ? await createPostgresDatabase() : null;
  if (postgres) cleanups.push(postgres.drop);
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    { webDir: null },
  );
}

async function startOn(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config);
  cleanups.push(() => app.close());
  return app;
}

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function get<T>(app: FastifyInstance, url: string, cookie: string): Promise<T> {
  const response = await call(app, 'GET', url, cookie);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function allMessages(app: FastifyInstance, cookie: string): Promise<Message[]> {
  const messages: Message[] = [];
  for (;;) {
    const after = messages.at(-1)?.seq ?? 0;
    const page = await get<MessagePage>(
      app,
      `/api/conversations/${conversationId}/messages?after=${after}`,
      cookie,
    );
    messages.push(...page.items);
    if (!page.hasMore) return messages;
  }
}

/** What a user sees of their own account: the counts and the lists they count. */
async function accountOf(app: FastifyInstance, cookie: string) {
  const [counts, albums, wishlist, collections, followers, following, conversations] = await Promise.all([
    get<Counts>(app, '/api/me/counts', cookie),
    get<AlbumPage>(app, '/api/me/albums', cookie),
    get<AlbumPage>(app, '/api/me/wishlist', cookie),
    get<CollectionPage>(app, '/api/me/collections', cookie),
    get<UserPage>(app, '/api/me/followers', cookie),
    get<UserPage>(app, '/api/me/following', cookie),
    get<ConversationPage>(app, '/api/conversations', cookie),
  ]);
  return { counts, albums, wishlist, collections, followers, following, conversations };
}

/** The counts agree with the lists: the backup was one consistent moment. */
function expectCountsMatchLists(account: Awaited<ReturnType<typeof accountOf>>) {
  const { counts } = account;
  expect(counts.albums).toBe(account.albums.items.length);
  expect(counts.wishlist).toBe(account.wishlist.items.length);
  expect(counts.collections).toBe(account.collections.items.length);
  expect(counts.followers).toBe(account.followers.items.length);
  expect(counts.following).toBe(account.following.items.length);
  expect(counts.unreadMessages).toBe(account.conversations.items.filter((each) => !each.read).length);
}

async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
}

beforeAll(async () => {
  source = await createTestContext();
  const { app } = source;
  ana = await createUser(app, { name: 'Ana' });
  luis = await createUser(app, { name: 'Luis' });
  eva = await createUser(app, { name: 'Eva' });
  for (const id of ['sc-0001', 'sc-0002', 'sc-0003'])
    await ok(call(app, 'PUT', `/api/me/albums/${id}`, ana.cookie));
  await ok(call(app, 'PUT', '/api/me/wishlist/sc-0004', ana.cookie));
  await ok(
    call(app, 'POST', '/api/collections', ana.cookie, {
      name: 'Rock clásico',
      albumIds: ['sc-0002', 'sc-0001'],
    }),
    201,
  );
  await ok(call(app, 'PUT', `/api/users/${ana.id}/follow`, luis.cookie), 204);
  await ok(call(app, 'PUT', `/api/users/${luis.id}/follow`, ana.cookie), 204);
  const started = await call(app, 'POST', '/api/conversations', ana.cookie, { userId: luis.id });
  conversationId = started.json<{ id: string }>().id;
  await ok(
    call(app, 'POST', `/api/conversations/${conversationId}/messages`, ana.cookie, {
      text: 'Hola, ¿vendes el de Triana?',
    }),
    201,
  );
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await source.close();
});

/** Writes touching every counted list, over and over, until stopped. */
function startWriting(app: FastifyInstance) {
  let isRunning = true;
  let writes = 0;
  const loop = (async () => {
    for (let round = 0; isRunning; round += 1) {
      const text = `Mensaje ${round}`;
      const sent = await call(app, 'POST', `/api/conversations/${conversationId}/messages`, ana.cookie, {
        text,
      });
      // Past the per-user sending limit a message is refused: still a write attempted, and the rest go on.
      expect([201, 429], sent.body).toContain(sent.statusCode);
      await ok(call(app, 'POST', `/api/conversations/${conversationId}/read`, luis.cookie), 204);
      const follow = round % 2 === 0 ? 'PUT' : 'DELETE';
      await ok(call(app, follow, `/api/users/${ana.id}/follow`, eva.cookie), 204);
      await ok(
        call(app, round % 2 === 0 ? 'PUT' : 'DELETE', '/api/me/albums/sc-0010', luis.cookie),
        round % 2 === 0 ? 200 : 204,
      );
      writes += 1;
    }
  })();
  return {
    writes: () => writes,
    stop: async () => {
      isRunning = false;
      await loop;
    },
  };
}

/** The database's triggers by name. */
async function triggersOf(app: FastifyInstance): Promise<string[]> {
  const { rows } = await (
    testDialect() === 'postgres'
      ? sql<{ name: string }>`select tgname as name from pg_trigger where not tgisinternal order by tgname`
      : sql<{ name: string }>`select name from sqlite_master where type = 'trigger' order by name`
  ).execute(app.db);
  return rows.map((row) => row.name);
}

const methods: PostgresMethod[] = testDialect() === 'postgres' ? ['pg_dump', 'logical'] : ['auto'];

describe('backup and restore', () => {
  it.each(methods)(
    'a backup taken during writes (%s) restores to an instance that serves the same data, with working passwords',
    async (postgresMethod) => {
      const file = path.join(tempDir(), 'surcos.backup');
      const writing = startWriting(source.app);
      while (writing.writes() < 3) await new Promise((resolve) => setTimeout(resolve, 5));
      const header = await createBackup(source.config, file, { postgresMethod });
      const writesDuringBackup = writing.writes();
      while (writing.writes() < writesDuringBackup + 2)
        await new Promise((resolve) => setTimeout(resolve, 5));
      await writing.stop();
      expect(header.payload).toBe(
        { auto: 'sqlite-gzip', pg_dump: 'pg-dump-custom', logical: 'jsonl-gzip' }[postgresMethod],
      );
      expect(header.tables.user).toBe(3);

      const target = await emptyTarget();
      const restored = await restoreBackup(target, file);
      expect(restored.sha256).toBe(header.sha256);
      const app = await startOn(target);

      for (const user of [ana, luis, eva]) {
        const cookie = await loginAs(app, user.email, user.password);
        const account = await accountOf(app, cookie);
        expectCountsMatchLists(account);
        const before = await accountOf(source.app, user.cookie);
        // Untouched by the writes: exactly as the source serves them.
        expect(account.collections).toEqual(before.collections);
        expect(account.wishlist).toEqual(before.wishlist);
        if (user !== luis) expect(account.albums).toEqual(before.albums);
      }
      expect(
        (await postJson(app, '/api/auth/sign-in/email', { email: ana.email, password: 'otra-cosa-1' }))
          .statusCode,
      ).toBe(401);

      const anaCookie = await loginAs(app, ana.email, ana.password);
      const messages = await allMessages(app, anaCookie);
      expect(messages.map((message) => message.seq)).toEqual(messages.map((_, index) => index + 1));
      const sourceMessages = await allMessages(source.app, ana.cookie);
      expect(messages).toEqual(sourceMessages.slice(0, messages.length));
      expect(messages.length).toBeGreaterThan(3);
      const [conversation] = (await get<ConversationPage>(app, '/api/conversations', anaCookie)).items;
      expect(conversation?.lastMessage).toBe(messages.at(-1)?.text);

      // The restored instance is a working one: it takes writes.
      await ok(call(app, 'PUT', '/api/me/albums/sc-0020', anaCookie));
      expect((await get<Counts>(app, '/api/me/counts', anaCookie)).albums).toBe(4);
      // And keeps what its triggers keep (the match rows' sort names on a rename, migration 039).
      expect(await triggersOf(app)).toEqual(await triggersOf(source.app));
      expect(await triggersOf(app)).toContain('followed_match_member_renamed');
    },
    ROUND_TRIP_TIMEOUT_MS,
  );

  it('refuses a target with data unless forced, and then replaces it', async () => {
    const file = path.join(tempDir(), 'surcos.backup');
    await createBackup(source.config, file);
    const target = await emptyTarget();
    const first = await buildApp(target);
    const resident = await createUser(first, { name: 'Residente' });
    await first.close();

    await expect(restoreBackup(target, file)).rejects.toThrow(
      /ya tiene datos \(\d+ filas en \d+ tablas\)\. Restaura en una base de datos vacía, o usa --force/,
    );
    const unchanged = await buildApp(target);
    await loginAs(unchanged, resident.email, resident.password);
    await unchanged.close();

    await restoreBackup(target, file, { force: true });
    const replaced = await startOn(target);
    await loginAs(replaced, ana.email, ana.password);
    const gone = await postJson(replaced, '/api/auth/sign-in/email', {
      email: resident.email,
      password: resident.password,
    });
    expect(gone.statusCode).toBe(401);
  });

  it('refuses a truncated, damaged or foreign file with a clear message, changing nothing even with --force', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'surcos.backup');
    await createBackup(source.config, file);
    const bytes = readFileSync(file);
    const truncated = path.join(dir, 'truncated.backup');
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 100));
    const flipped = path.join(dir, 'flipped.backup');
    const damaged = Buffer.from(bytes);
    for (const at of [damaged.length - 10, damaged.length - 500]) damaged[at] = damaged[at]! ^ 0xff;
    writeFileSync(flipped, damaged);
    const header = path.join(dir, 'header.backup');
    writeFileSync(header, Buffer.concat([Buffer.from('SURCOS-BACKUP 1\n{"format":'), bytes.subarray(40)]));
    const foreign = path.join(dir, 'foreign.backup');
    writeFileSync(foreign, 'PGDMP no es nuestro');

    const target = await emptyTarget();
    const first = await buildApp(target);
    const resident = await createUser(first, { name: 'Residente' });
    await first.close();

    await expect(restoreBackup(target, truncated, { force: true })).rejects.toThrow(
      /^La copia de seguridad truncated\.backup está incompleta \(\d+ de \d+ bytes de datos\); no se ha cambiado nada\.$/,
    );
    await expect(restoreBackup(target, flipped, { force: true })).rejects.toThrow(
      'La copia de seguridad flipped.backup está dañada (su suma de comprobación no coincide); no se ha cambiado nada.',
    );
    await expect(restoreBackup(target, header, { force: true })).rejects.toThrow(
      'La copia de seguridad header.backup está dañada o incompleta; no se ha cambiado nada.',
    );
    await expect(restoreBackup(target, foreign, { force: true })).rejects.toThrow(
      'foreign.backup no es una copia de seguridad de Surcos.',
    );
    await expect(restoreBackup(target, path.join(dir, 'missing.backup'))).rejects.toThrow(
      /^No se encuentra el archivo de copia de seguridad .*missing\.backup\.$/,
    );

    const app = await startOn(target);
    await loginAs(app, resident.email, resident.password);
    const stranger = await postJson(app, '/api/auth/sign-in/email', {
      email: ana.email,
      password: ana.password,
    });
    expect(stranger.statusCode).toBe(401);
  });

  // The commands' wiring is the same on both dialects, whose backups the tests above run in
  // process; each command line starts npm and tsx, seconds of CPU, so once is enough.
  it.runIf(testDialect() === 'sqlite')(
    'works from the command line: npm run backup, npm run restore',
    async () => {
      const file = path.join(tempDir(), 'cli.backup');
      const env = (config: Config) => ({
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.database.dialect === 'postgres' ? config.database.url : '',
      });
      const backup = await exec('npm', ['run', '--silent', 'backup', '--', '--out', file], {
        cwd: REPO_ROOT,
        env: env(source.config),
      });
      expect(backup.stdout).toMatch(/^Backing up .*\nBackup written to .*cli\.backup: \d+ tables, \d+ rows/);
      expect(statSync(file).size).toBeGreaterThan(0);

      const target = await emptyTarget();
      const restore = await exec('npm', ['run', '--silent', 'restore', '--', file], {
        cwd: REPO_ROOT,
        env: env(target),
      });
      expect(restore.stdout).toMatch(/Restored into .*: \d+ tables, \d+ rows/);
      await loginAs(await startOn(target), luis.email, luis.password);

      const again = exec('npm', ['run', '--silent', 'restore', '--', file], {
        cwd: REPO_ROOT,
        env: env(target),
      });
      const failure = await again.then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toMatch(/ya tiene datos/);
    },
    CLI_TIMEOUT_MS,
  );
});

describe('rotating backups', () => {
  it('keeps the BACKUP_KEEP newest, named by UTC time, and leaves other files alone', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const config = { database: source.config.database, backup: { dir, keep: 3 } };
    for (let day = 1; day <= 5; day += 1)
      await takeRotatingBackup(config, new Date(Date.UTC(2025, 2, day, 4)));
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'surcos-20250303T040000Z.backup',
      'surcos-20250304T040000Z.backup',
      'surcos-20250305T040000Z.backup',
    ]);
    expect(backupFileName(new Date(Date.UTC(2025, 11, 31, 23, 59, 58, 999)))).toBe(
      'surcos-20251231T235958Z.backup',
    );
  });

  it('the server loop takes one at start, logs failures without throwing, and stops', async () => {
    const dir = tempDir();
    const logged: { level: string; message: string }[] = [];
    const log = {
      info: (_: unknown, message: string) => logged.push({ level: 'info', message }),
      error: (_: unknown, message: string) => logged.push({ level: 'error', message }),
    } as unknown as Parameters<typeof startBackupLoop>[1];
    const backup = { dir, everyHours: 24, keep: 2 };
    const loop = startBackupLoop({ ...source.config, backup }, log);
    await expect.poll(() => readdirSync(dir).length, { timeout: 10_000 }).toBe(1);
    await loop.stop();

    const broken = startBackupLoop(
      {
        ...source.config,
        database: { dialect: 'sqlite', file: path.join(dir, 'none', 'missing.sqlite') },
        backup: { ...backup, dir: path.join(dir, 'broken') },
      },
      log,
    );
    await expect.poll(() => logged.some((entry) => entry.level === 'error'), { timeout: 10_000 }).toBe(true);
    await broken.stop();
    expect(logged.map((entry) => entry.message)).toContain('backup written');
  });
});
