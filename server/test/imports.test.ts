import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@surcos/contracts/errors';
import type { ImportJob, ImportPreview } from '@surcos/contracts/imports';
import { IMPORT_MAX_BYTES } from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { FIXTURE_ACCOUNT, FIXTURES_DIR, PRIVATE_ACCOUNT, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { listen, openConnected } from './helpers/sockets.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { sendFile, waitForJob } from './helpers/imports.ts';

const COLLECTION = readFileSync(path.join(FIXTURES_DIR, 'collection-export-sample.csv'));
const WANTLIST = readFileSync(path.join(FIXTURES_DIR, 'wantlist-export-sample.csv'));

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { imports: { batchSize: 10, batchPauseMs: 5, leaseMs: 30_000, fetchDetails: false } },
  );
});

afterAll(async () => {
  await ctx.close();
});

/** 'Importar' after an account's preview. */
async function confirm(app: FastifyInstance, user: TestUser, id: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/imports/${id}/start`,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ImportJob>();
}

const finished = (job: ImportJob) => job.state === 'done' || job.state === 'cancelled';

/**
 * A file's preview: the upload answers at once with the job 'planning', and
 * the preview is complete once the job is 'ready'.
 */
async function previewFile(user: TestUser, file: Buffer | string, type = 'text/csv'): Promise<ImportPreview> {
  const response = await sendFile(ctx.app, '/api/imports/preview', user, file, type);
  expect(response.statusCode).toBe(201);
  const accepted = response.json<ImportJob>();
  expect(accepted.state).toBe('planning');
  const ready = await waitForJob(ctx.app, user, (job) => job.id === accepted.id && job.state === 'ready');
  return ready.preview!;
}

const countRows = async (table: 'album_copy' | 'wishlist_entry' | 'import_job', userId: string) =>
  Number(
    (
      await ctx.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A collection export with `count` rows; `repeat` copies of each release. */
function generatedCsv(count: number, start = 1_000_000): string {
  const header =
    'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes';
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `CAT-${index},Artista ${index},Disco ${index},Sello,"LP, Album",,1999,${start + index},Estante,2020-01-02 03:04:05,Mint (M),,nota ${index}`,
  );
  return [header, ...rows].join('\n');
}

describe('preview of a Discogs export', () => {
  it('counts the collection sample: every row recognised, nothing saved', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    expect(await previewFile(ana, COLLECTION)).toEqual({
      kind: 'collection',
      rowsRecognised: 51,
      copiesToAdd: 51,
      copiesAlreadyThere: 0,
      wantsToAdd: 0,
      wantsAlreadyThere: 0,
      problems: [],
    });
    expect(await countRows('album_copy', ana.id)).toBe(0);
  });

  it('counts the wantlist sample, sent as application/octet-stream', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    expect(await previewFile(ana, WANTLIST, 'application/octet-stream')).toMatchObject({
      kind: 'wantlist',
      rowsRecognised: 29,
      wantsToAdd: 29,
    });
  });

  it('lists every unusable row with its line and a Spanish reason; a repeated release is two copies', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const file = [
      'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes',
      'A,Artista,Uno,Sello,LP,,2000,2000001,Uncategorized,2020-01-01 00:00:00,,,',
      'A,Artista,Uno,Sello,LP,,2000,2000001,Uncategorized,2020-01-01 00:00:00,,,',
      'B,Artista,Dos,Sello,LP,9,2000,2000002,Uncategorized,2020-01-01 00:00:00,,,',
      'C,Artista,Tres,Sello,LP,,2000,abc,Uncategorized,2020-01-01 00:00:00,,,',
      'D,Artista,Cuatro,Sello,LP,,2000,2000004,Uncategorized,2020-01-01 00:00:00,Como nuevo,,',
    ].join('\n');
    const preview = await previewFile(ana, file);
    expect(preview).toMatchObject({ rowsRecognised: 2, copiesToAdd: 2 });
    expect(preview.problems).toEqual([
      { line: 4, reason: texts.imports.badRating('9') },
      { line: 5, reason: texts.imports.badReleaseId('abc') },
      { line: 6, reason: texts.imports.badCondition('Como nuevo') },
    ]);
  });

  it('refuses a file that is not CSV, has no release_id or is too large, saving nothing', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]);
    for (const url of ['/api/imports/preview', '/api/imports']) {
      const notCsv = await sendFile(ctx.app, url, ana, binary, 'application/octet-stream');
      expect(notCsv.statusCode).toBe(400);
      expect(notCsv.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: texts.imports.notCsv } });
      const noId = await sendFile(ctx.app, url, ana, 'Artist,Title\nA,B\n');
      expect(noId.json<ErrorBody>().error.message).toBe(texts.imports.noReleaseId);
      const tooLarge = await sendFile(ctx.app, url, ana, Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a'));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<ErrorBody>().error.message).toBe(texts.imports.fileTooLarge);
    }
    expect(await countRows('import_job', ana.id)).toBe(0);
    expect(await countRows('album_copy', ana.id)).toBe(0);
  });
});

describe('an import job', () => {
  it('imports the collection with every detail, then a re-import adds nothing', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const started = await sendFile(ctx.app, '/api/imports?name=coleccion.csv', ana, COLLECTION);
    expect(started.statusCode).toBe(201);
    expect(started.json<ImportJob>()).toMatchObject({
      kind: 'collection',
      source: 'coleccion.csv',
      state: 'planning',
    });
    const job = await waitForJob(ctx.app, ana, finished);
    expect(job).toMatchObject({
      totalRows: 51,
      state: 'done',
      rowsDone: 51,
      copiesAdded: 51,
      copiesSkipped: 0,
      failedRows: 0,
    });
    expect(await countRows('album_copy', ana.id)).toBe(51);

    // The first row of the sample: its date (read as UTC), its condition, the album listed at once.
    const copy = await ctx.app.db
      .selectFrom('album_copy')
      .innerJoin('album', 'album.id', 'album_copy.album_id')
      .select([
        'album_copy.added_at',
        'album_copy.media_condition',
        'album.name',
        'album.fetched_at',
        'album.owner_count',
      ])
      .where('album_copy.user_id', '=', ana.id)
      .where('album_copy.album_id', '=', '20634421')
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ media_condition: 'Near Mint (NM or M-)', name: 'Liminal Soul' });
    expect(Number(copy.added_at)).toBe(Date.UTC(2022, 11, 29, 14, 12, 30));
    expect(Number(copy.fetched_at)).toBe(0);
    // The file's text is Ana's description until Discogs confirms the release: it counts no public owner.
    expect(Number(copy.owner_count)).toBe(0);
    const owner = await ctx.app.db
      .selectFrom('album_owner')
      .select(['added_at', 'import_id'])
      .where('user_id', '=', ana.id)
      .where('album_id', '=', '20634421')
      .executeTakeFirstOrThrow();
    expect(owner.import_id).toBe(job.id);
    expect(Number(owner.added_at)).toBe(Date.UTC(2022, 11, 29, 14, 12, 30));

    const again = await previewFile(ana, COLLECTION);
    expect(again).toMatchObject({ copiesToAdd: 0, copiesAlreadyThere: 51 });
    expect((await sendFile(ctx.app, '/api/imports', ana, COLLECTION)).statusCode).toBe(201);
    const second = await waitForJob(ctx.app, ana, (each) => each.id !== job.id && finished(each));
    expect(second).toMatchObject({ copiesAdded: 0, copiesSkipped: 51 });
    expect(await countRows('album_copy', ana.id)).toBe(51);

    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/imports/${job.id}/report`,
      headers: { cookie: ana.cookie },
    });
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body.trim().split('\n');
    expect(lines[0]).toBe('line,release_id,artist,title,result,reason');
    expect(lines[1]).toBe(`2,20634421,Kedr Livanskiy,Liminal Soul,${texts.imports.results.added},`);
    expect(lines).toHaveLength(52);
  });

  it('imports the wantlist with notes, never wishing an owned album', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/albums/sc-0001',
      headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
    });
    await sendFile(ctx.app, '/api/imports', ana, WANTLIST);
    const job = await waitForJob(ctx.app, ana, finished);
    expect(job).toMatchObject({ kind: 'wantlist', wantsAdded: 29 });
    expect(await countRows('wishlist_entry', ana.id)).toBe(29);
  });

  it('refuses a second import while one is active, with a Spanish 409', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const slow = await ctx.buildAnother({
      imports: { batchSize: 1, batchPauseMs: 50, leaseMs: 30_000, fetchDetails: false },
    });
    // The suite's own worker shares the database: both take part, each batch by whoever holds the lease.
    expect((await sendFile(slow, '/api/imports', ana, generatedCsv(40, 3_000_000))).statusCode).toBe(201);
    const second = await sendFile(slow, '/api/imports', ana, COLLECTION);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: { code: 'IMPORT_IN_PROGRESS', message: texts.imports.alreadyRunning },
    });
    const job = await waitForJob(slow, ana, (each) => each.rowsDone > 0);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/imports/${job.id}/cancel`,
      headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
    });
    expect(cancel.json<ImportJob>().state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // What was added stays; nothing more comes after the cancel.
    const kept = await countRows('album_copy', ana.id);
    const final = await waitForJob(slow, ana, finished);
    expect(final.state).toBe('cancelled');
    expect(kept).toBe(final.copiesAdded);
    expect(kept).toBeLessThan(40);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countRows('album_copy', ana.id)).toBe(kept);
    await slow.close();
  });

  it('resumes after a restart mid-import, without duplicates', async () => {
    const slow = { batchSize: 5, batchPauseMs: 40, leaseMs: 30_000, fetchDetails: false };
    const restart = await createTestContext({}, { imports: slow });
    try {
      const ana = await createUser(restart.app, { name: 'Ana' });
      await sendFile(restart.app, '/api/imports', ana, generatedCsv(60, 4_000_000));
      await waitForJob(restart.app, ana, (job) => job.rowsDone >= 10);
      await restart.app.close();
      const again = await restart.buildAnother({ imports: { ...slow, batchPauseMs: 1 } });
      const copies = () =>
        again.db.selectFrom('album_copy').select('album_id').where('user_id', '=', ana.id).execute();
      expect((await copies()).length).toBeLessThan(60);
      const job = await waitForJob(again, ana, finished);
      expect(job).toMatchObject({ state: 'done', rowsDone: 60, copiesAdded: 60 });
      const rows = await copies();
      expect(rows).toHaveLength(60);
      expect(new Set(rows.map((row) => row.album_id)).size).toBe(60);
    } finally {
      await restart.close();
    }
  });

  it('never floods followers: one feed item and one feed.changed per import, nothing per album', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana Importadora' });
    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${ana.id}/follow`,
      headers: { cookie: bruno.cookie, origin: TEST_ORIGIN },
    });
    const url = await listen(ctx.app);
    const [brunoSocket, anaSocket] = await Promise.all([
      openConnected(url, bruno.cookie),
      openConnected(url, ana.cookie),
    ]);
    const heard: string[] = [];
    const anaHeard: string[] = [];
    brunoSocket.onAny((event: string) => heard.push(event));
    anaSocket.onAny((event: string) => anaHeard.push(event));
    try {
      // Releases no earlier test listed: another member's listing would be asked of the music database.
      await sendFile(ctx.app, '/api/imports', ana, generatedCsv(51, 6_000_000));
      await waitForJob(ctx.app, ana, finished);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.filter((event) => event === 'feed.changed')).toHaveLength(1);
      expect(heard).not.toContain('album.changed');
      expect(heard).not.toContain('import.progressed');
      // The importer hears progress, throttled: far fewer events than rows.
      const progress = anaHeard.filter((event) => event === 'import.progressed').length;
      expect(progress).toBeGreaterThan(0);
      expect(progress).toBeLessThan(20);
      const feed = await ctx.app.inject({
        method: 'GET',
        url: '/api/feed',
        headers: { cookie: bruno.cookie },
      });
      expect(feed.json<{ items: unknown[] }>().items).toEqual([
        expect.objectContaining({ type: 'import', count: 51, user: { id: ana.id, name: 'Ana Importadora' } }),
      ]);
      expect(texts.feed.imported('Ana Importadora', 51)).toBe('Ana Importadora importó 51 discos');
    } finally {
      brunoSocket.close();
      anaSocket.close();
    }
  });
});

describe('import from a Discogs account', () => {
  it('brings the collection (instances, folders, fields) and the wantlist; re-importing adds nothing', async () => {
    const fake = await startFakeDiscogs();
    const account = await createTestContext(
      { DISCOGS_BASE_URL: fake.url },
      { imports: { batchSize: 50, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false } },
    );
    try {
      const ana = await createUser(account.app, { name: 'Ana' });
      const start = (username: string, token?: string) =>
        account.app.inject({
          method: 'POST',
          url: '/api/imports/account',
          payload: { username, ...(token ? { token } : {}) },
          headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
        });

      const started = await start(FIXTURE_ACCOUNT);
      expect(started.statusCode).toBe(201);
      // First the preview, the same as a file's, with nothing written.
      const listed = await waitForJob(account.app, ana, (each) => each.state === 'ready');
      expect(listed.preview).toEqual({
        kind: 'account',
        rowsRecognised: 200,
        copiesToAdd: 100,
        copiesAlreadyThere: 0,
        wantsToAdd: 99,
        wantsAlreadyThere: 1,
        problems: [],
      });
      expect(await countRows('album_copy', ana.id)).toBe(0);
      expect(await countRows('wishlist_entry', ana.id)).toBe(0);
      await confirm(account.app, ana, listed.id);
      const job = await waitForJob(account.app, ana, finished);
      // 100 instances (one release twice: two copies); of 100 wants, one is owned and is not wished.
      expect(job).toMatchObject({
        kind: 'account',
        state: 'done',
        copiesAdded: 100,
        wantsAdded: 99,
        wantsSkipped: 1,
      });
      const copy = await account.app.db
        .selectFrom('album_copy')
        .innerJoin('album', 'album.id', 'album_copy.album_id')
        .select([
          'album_copy.folder',
          'album_copy.rating',
          'album_copy.added_at',
          'album_copy.discogs_instance_id',
          'album.name',
          'album.image',
        ])
        .where('album_copy.user_id', '=', ana.id)
        .where('album_copy.discogs_instance_id', '=', 130899776)
        .executeTakeFirstOrThrow();
      expect(copy).toMatchObject({
        folder: 'Vinilos',
        rating: 4,
        name: 'A Siren Blares In An Indifferent Ocean',
      });
      expect(Number(copy.added_at)).toBe(Date.parse('2015-05-27T17:42:11-07:00'));
      expect(copy.image).toContain('R-2749755');

      await start(FIXTURE_ACCOUNT);
      const relisted = await waitForJob(
        account.app,
        ana,
        (each) => each.id !== job.id && each.state === 'ready',
      );
      expect(relisted.preview).toMatchObject({ copiesToAdd: 0, copiesAlreadyThere: 100, wantsToAdd: 0 });
      await confirm(account.app, ana, relisted.id);
      const again = await waitForJob(account.app, ana, (each) => each.id !== job.id && finished(each));
      expect(again).toMatchObject({ copiesAdded: 0, copiesSkipped: 100, wantsAdded: 0 });

      // Unknown user, and a private collection without a token: the job fails with a Spanish reason.
      await start('nadie-existe');
      expect(await waitForJob(account.app, ana, (each) => each.state === 'failed')).toMatchObject({
        error: texts.imports.accountNotFound('nadie-existe'),
      });
      await start(PRIVATE_ACCOUNT);
      const denied = await waitForJob(
        account.app,
        ana,
        (each) => each.state === 'failed' && each.source === PRIVATE_ACCOUNT,
      );
      expect(denied.error).toBe(texts.imports.accountPrivate);

      // With a token it goes through; the token is nowhere in the database.
      const bruno = await createUser(account.app, { name: 'Bruno' });
      const withToken = await account.app.inject({
        method: 'POST',
        url: '/api/imports/account',
        payload: { username: PRIVATE_ACCOUNT, token: 'token-secreto-123' },
        headers: { cookie: bruno.cookie, origin: TEST_ORIGIN },
      });
      expect(withToken.statusCode).toBe(201);
      await confirm(
        account.app,
        bruno,
        (await waitForJob(account.app, bruno, (each) => each.state === 'ready')).id,
      );
      expect(await waitForJob(account.app, bruno, finished)).toMatchObject({
        state: 'done',
        copiesAdded: 100,
      });
      const stored = await account.app.db.selectFrom('import_job').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain('token-secreto-123');

      const bad = await start('no válido/');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().error.message).toBe(texts.imports.usernameInvalid);
    } finally {
      await account.close();
      await fake.close();
    }
  });

  it('pauses while Discogs is down and resumes by itself', async () => {
    const fake = await startFakeDiscogs();
    const account = await createTestContext(
      { DISCOGS_BASE_URL: fake.url },
      { imports: { batchSize: 50, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false } },
    );
    try {
      const ana = await createUser(account.app, { name: 'Ana' });
      fake.failAlways('500');
      await account.app.inject({
        method: 'POST',
        url: '/api/imports/account',
        payload: { username: FIXTURE_ACCOUNT },
        headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
      });
      const paused = await waitForJob(account.app, ana, (each) => each.state === 'paused');
      expect(paused.error).toBe(texts.imports.discogsUnavailable);
      expect(await countRows('album_copy', ana.id)).toBe(0);
      fake.failAlways(null);
      // The pause is a minute; a test moves the clock of the job instead of waiting.
      await account.app.db
        .updateTable('import_job')
        .set({ resume_at: 0 })
        .where('id', '=', paused.id)
        .execute();
      await confirm(
        account.app,
        ana,
        (await waitForJob(account.app, ana, (each) => each.state === 'ready')).id,
      );
      expect(await waitForJob(account.app, ana, finished)).toMatchObject({ state: 'done', copiesAdded: 100 });
    } finally {
      await account.close();
      await fake.close();
    }
  });

  it('pauses with its own message when Discogs rate-limits, and a cancelled preview writes nothing', async () => {
    const fake = await startFakeDiscogs();
    const account = await createTestContext(
      { DISCOGS_BASE_URL: fake.url },
      {
        imports: { batchSize: 50, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false },
        discogs: { timeoutMs: 2_000, retryDelayMs: 20, maxRetries: 1, maxQueueWaitMs: 1_000 },
      },
    );
    try {
      const ana = await createUser(account.app, { name: 'Ana' });
      const start = () =>
        account.app.inject({
          method: 'POST',
          url: '/api/imports/account',
          payload: { username: FIXTURE_ACCOUNT },
          headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
        });
      fake.failAlways('429');
      await start();
      const paused = await waitForJob(account.app, ana, (each) => each.state === 'paused');
      expect(paused.error).toBe(texts.imports.discogsBusy);
      fake.failAlways(null);
      await account.app.db
        .updateTable('import_job')
        .set({ resume_at: 0 })
        .where('id', '=', paused.id)
        .execute();
      const ready = await waitForJob(account.app, ana, (each) => each.state === 'ready');
      expect(ready.preview).toMatchObject({ copiesToAdd: 100, wantsToAdd: 99 });

      const cancel = await account.app.inject({
        method: 'POST',
        url: `/api/imports/${ready.id}/cancel`,
        headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
      });
      expect(cancel.json<ImportJob>().state).toBe('cancelled');
      expect(await countRows('album_copy', ana.id)).toBe(0);
      expect(await countRows('wishlist_entry', ana.id)).toBe(0);
      const late = await account.app.inject({
        method: 'POST',
        url: `/api/imports/${ready.id}/start`,
        headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
      });
      expect(late.statusCode).toBe(409);

      // A new listing replaces a preview nobody started.
      await start();
      const first = await waitForJob(
        account.app,
        ana,
        (each) => each.state === 'ready' && each.id !== ready.id,
      );
      expect((await start()).statusCode).toBe(201);
      await waitForJob(account.app, ana, (each) => each.state === 'ready' && each.id !== first.id);
      const jobs = await account.app.db
        .selectFrom('import_job')
        .select('id')
        .where('user_id', '=', ana.id)
        .execute();
      expect(jobs.map((job) => job.id)).not.toContain(first.id);
    } finally {
      await account.close();
      await fake.close();
    }
  });
});
