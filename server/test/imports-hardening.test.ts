import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@surcos/contracts/imports';
import {
  COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  COPY_CUSTOM_FIELDS_MAX,
  COPY_FOLDER_MAX_LENGTH,
  COPY_NOTES_MAX_LENGTH,
} from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { collectionCsv, hasEnded, sendFile, waitForJob } from './helpers/imports.ts';
import { testDialect } from './helpers/database.ts';
import { startFakeDiscogs } from './helpers/fake-discogs.ts';
import { as } from './helpers/requests.ts';
import { sql } from 'kysely';

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

const row = (releaseId: string, more: Record<string, string> = {}) => ({
  'Catalog#': 'CAT-1',
  Artist: 'Artista',
  Title: `Disco ${releaseId}`,
  Label: 'Sello',
  Format: 'LP, Album',
  Released: '1999',
  release_id: releaseId,
  CollectionFolder: 'Estante',
  'Date Added': '2020-01-02 03:04:05',
  ...more,
});

/** Random letters outside Latin-1: text no index or compression makes small. */
function incompressible(length: number): string {
  let text = '';
  for (let index = 0; index < length; index++)
    text += String.fromCodePoint(0x4e00 + ((index * 7919) % 20000));
  return text;
}

async function reportOf(app: FastifyInstance, user: TestUser, jobId: string): Promise<string[][]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/imports/${jobId}/report`,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  const records: string[][] = parse(response.body);
  return records.slice(1);
}

describe('an import keeps every limit a copy has', () => {
  it('cuts an overlong folder, notes, custom fields and title per row, saying so in the report', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const fieldNames = Array.from({ length: 300 }, (_, index) => `Campo ${index}`);
    const fields = Object.fromEntries(fieldNames.map((name) => [`Collection ${name}`, 'v'.repeat(2000)]));
    const file = collectionCsv(
      [
        row('5100001', {
          Title: incompressible(200_000),
          CollectionFolder: 'c'.repeat(5000),
          'Collection Notes': 'n'.repeat(50_000),
          ...fields,
        }),
        row('5100002'),
      ],
      fieldNames,
    );
    expect((await sendFile(ctx.app, '/api/imports', ana, file)).statusCode).toBe(201);
    const job = await waitForJob(ctx.app, ana, hasEnded);
    expect(job).toMatchObject({ state: 'done', copiesAdded: 2, failedRows: 0 });

    const copies = await ctx.app.db
      .selectFrom('album_copy')
      .select(['album_id', 'folder', 'notes', 'custom_fields'])
      .where('user_id', '=', ana.id)
      .orderBy('album_id')
      .execute();
    expect(copies).toHaveLength(2);
    const [long] = copies;
    expect(long!.folder).toHaveLength(COPY_FOLDER_MAX_LENGTH);
    expect(long!.notes).toHaveLength(COPY_NOTES_MAX_LENGTH);
    const stored = JSON.parse(long!.custom_fields) as Record<string, string>;
    expect(Object.keys(stored)).toHaveLength(COPY_CUSTOM_FIELDS_MAX);
    for (const value of Object.values(stored)) expect(value).toHaveLength(COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH);
    const album = await ctx.app.db
      .selectFrom('album')
      .select('name')
      .where('id', '=', '5100001')
      .executeTakeFirstOrThrow();
    expect(album.name.length).toBeLessThanOrEqual(COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH);

    const report = await reportOf(ctx.app, ana, job.id);
    const limits = texts.imports.limits;
    expect(report.map((line) => [line[0], line[4], line[5]])).toEqual([
      [
        '2',
        texts.imports.results.added,
        texts.imports.trimmed([
          limits.title,
          limits.folder,
          limits.notes,
          limits.fieldValue,
          limits.fieldCount,
        ]),
      ],
      ['3', texts.imports.results.added, ''],
    ]);
  });

  it('cuts an account listing the same way', async () => {
    // The account source plans through the same function as a file: one unit check of the rule.
    const { boundCopy } = await import('../src/modules/imports/copy-limits.ts');
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    for (let index = 0; index < 40; index++) fields[`f${index}`] = 'x'.repeat(900);
    const { copy, note } = boundCopy({
      release: {
        releaseId: '1',
        artist: 'a\0b',
        title: 'y'.repeat(9000),
        label: '',
        catalogNumbers: [],
        formats: Array.from({ length: 50 }, () => 'LP'),
        year: null,
      },
      folder: 'f'.repeat(100),
      notes: '',
      customFields: fields,
    });
    expect(copy.release.artist).toBe('ab');
    expect(copy.release.title).toHaveLength(COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH);
    expect(copy.release.formats).toHaveLength(COPY_CUSTOM_FIELDS_MAX);
    expect(copy.folder).toHaveLength(COPY_FOLDER_MAX_LENGTH);
    expect(Object.keys(copy.customFields)).toHaveLength(COPY_CUSTOM_FIELDS_MAX);
    expect(note).not.toBe('');
  });
});

/**
 * A row the database refuses, whatever the reason: a trigger that aborts the
 * insert of a copy whose notes say 'veneno', on either dialect.
 */
async function poisonCopies(app: FastifyInstance): Promise<void> {
  if (testDialect() === 'postgres') {
    await sql`create or replace function refuse_poison() returns trigger language plpgsql as $$
      begin raise exception 'poisoned row'; end $$`.execute(app.db);
    await sql`create trigger refuse_poison before insert on album_copy
      for each row when (new.notes = 'veneno') execute function refuse_poison()`.execute(app.db);
  } else {
    await sql`create trigger refuse_poison before insert on album_copy when new.notes = 'veneno'
      begin select raise(abort, 'poisoned row'); end`.execute(app.db);
  }
}

describe('a row the database refuses', () => {
  it('fails alone, listed in the report; its batch, its job and the queue go on', async () => {
    const poisoned = await createTestContext(
      {},
      { imports: { batchSize: 10, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false } },
    );
    try {
      await poisonCopies(poisoned.app);
      const ana = await createUser(poisoned.app, { name: 'Ana' });
      const bruno = await createUser(poisoned.app, { name: 'Bruno' });
      const rows = Array.from({ length: 25 }, (_, index) =>
        row(String(5200001 + index), index === 12 ? { 'Collection Notes': 'veneno' } : {}),
      );
      expect((await sendFile(poisoned.app, '/api/imports', ana, collectionCsv(rows))).statusCode).toBe(201);
      const other = collectionCsv([row('5200101'), row('5200102')]);
      expect((await sendFile(poisoned.app, '/api/imports', bruno, other)).statusCode).toBe(201);

      const job = await waitForJob(poisoned.app, ana, hasEnded);
      expect(job).toMatchObject({ state: 'done', rowsDone: 25, copiesAdded: 24, failedRows: 1 });
      expect(await waitForJob(poisoned.app, bruno, hasEnded)).toMatchObject({
        state: 'done',
        copiesAdded: 2,
      });
      const report = await reportOf(poisoned.app, ana, job.id);
      expect(report.filter((line) => line[4] === texts.imports.results.failed)).toEqual([
        [
          '14',
          '5200013',
          'Artista',
          'Disco 5200013',
          texts.imports.results.failed,
          texts.imports.rowNotSaved,
        ],
      ]);
      expect(report.filter((line) => line[4] === texts.imports.results.added)).toHaveLength(24);
    } finally {
      await poisoned.close();
    }
  });
});

describe("a file's text is its importer's description until Discogs confirms the release", () => {
  it('never becomes what other members see; they get Discogs data, or a reported row', async () => {
    const fake = await startFakeDiscogs();
    const slow = { batchSize: 10, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false };
    const listing = await createTestContext(
      { DISCOGS_BASE_URL: fake.url, DISCOGS_TOKEN: 'token' },
      { imports: slow },
    );
    try {
      const ana = await createUser(listing.app, { name: 'Ana' });
      const bruno = await createUser(listing.app, { name: 'Bruno' });
      const hostile = '=HYPERLINK("http://malo.example","Room To Live")';
      const anaFile = collectionCsv([
        row('1018055', { Title: hostile, Artist: 'Ana dice' }),
        row('999999991', { Title: 'No existe' }),
        row('999999992', { Title: 'Tampoco' }),
      ]);
      expect((await sendFile(listing.app, '/api/imports', ana, anaFile)).statusCode).toBe(201);
      expect(await waitForJob(listing.app, ana, hasEnded)).toMatchObject({ state: 'done', copiesAdded: 3 });

      // Ana sees her own description; nobody else is shown it, and Explorar does not list it.
      const own = await as(listing.app, ana).get('/api/albums/1018055');
      expect(own.json<{ album: { name: string } }>().album.name).toBe(hostile);
      const explore = await as(listing.app, bruno).get('/api/albums');
      expect(JSON.stringify(explore.json())).not.toContain('HYPERLINK');
      expect(JSON.stringify(explore.json())).not.toContain('No existe');

      // Bruno opens the release: Discogs' data, now everybody's album (Ana's copy counts again).
      const seen = await as(listing.app, bruno).get('/api/albums/1018055');
      expect(seen.statusCode).toBe(200);
      expect(seen.json<{ album: { name: string } }>().album.name).toBe('Room To Live');
      const confirmed = await listing.app.db
        .selectFrom('album')
        .select(['name', 'listed_by', 'owner_count'])
        .where('id', '=', '1018055')
        .executeTakeFirstOrThrow();
      expect(confirmed).toMatchObject({ name: 'Room To Live', listed_by: null });
      expect(Number(confirmed.owner_count)).toBe(1);
      // An id Discogs does not know is not an album for anyone else.
      expect((await as(listing.app, bruno).get('/api/albums/999999991')).statusCode).toBe(404);

      // Bruno's file names releases only Ana's file listed. Described otherwise, Discogs is asked and
      // does not know it: his row is reported, Ana's text never his. Described word for word as Ana's
      // listing (an export of it), that text is his own too.
      const brunoFile = collectionCsv([
        row('999999992', { Title: 'Bruno dice' }),
        row('1018055'),
        row('999999991', { Title: 'No existe' }),
      ]);
      expect((await sendFile(listing.app, '/api/imports', bruno, brunoFile)).statusCode).toBe(201);
      const brunoJob = await waitForJob(listing.app, bruno, hasEnded);
      expect(brunoJob).toMatchObject({ state: 'done', copiesAdded: 2, failedRows: 1 });
      expect((await as(listing.app, bruno).get('/api/albums/999999991')).statusCode).toBe(200);
      const brunoReport = await reportOf(listing.app, bruno, brunoJob.id);
      expect(brunoReport[0]!.slice(4)).toEqual([
        texts.imports.results.failed,
        texts.imports.releaseUnknown('999999992'),
      ]);
      const brunoAlbums = await as(listing.app, bruno).get('/api/me/albums');
      expect(JSON.stringify(brunoAlbums.json())).not.toContain('Tampoco');

      // The detail lane asks Discogs about Ana's other listings: the unknown ones are reported in her report.
      const lane = await listing.buildAnother({ imports: { ...slow, fetchDetails: true } });
      for (let tries = 0; tries < 200; tries++) {
        const left = await lane.db
          .selectFrom('album')
          .select('id')
          .where('fetched_at', '=', 0)
          .where('id', 'in', ['999999991', '999999992'])
          .execute();
        if (left.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const anaJob = await waitForJob(listing.app, ana, hasEnded);
      const anaReport = await reportOf(listing.app, ana, anaJob.id);
      expect(anaReport.map((line) => line[5])).toEqual([
        '',
        texts.imports.onlyYourDescription,
        texts.imports.onlyYourDescription,
      ]);
      const stillAnas = await listing.app.db
        .selectFrom('album')
        .select(['listed_by', 'owner_count'])
        .where('id', '=', '999999991')
        .executeTakeFirstOrThrow();
      expect(stillAnas.listed_by).toBe(ana.id);
      expect(Number(stillAnas.owner_count)).toBe(0);
    } finally {
      await listing.close();
      await fake.close();
    }
  });
});

describe('a file is read and planned off the request', () => {
  it('answers the upload at once; the preview fills in, keeps line numbers across parts, then starts', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const rows = Array.from({ length: 700 }, (_, index) =>
      row(String(5300001 + index), index === 552 ? { Rating: '9' } : {}),
    );
    const accepted = await sendFile(ctx.app, '/api/imports/preview', ana, collectionCsv(rows));
    expect(accepted.statusCode).toBe(201);
    const job = accepted.json<ImportJob>();
    expect(job).toMatchObject({ state: 'planning', kind: 'collection', totalRows: 0 });
    expect(job.preview).toMatchObject({ rowsRecognised: 0, copiesToAdd: 0, problems: [] });

    const ready = await waitForJob(ctx.app, ana, (each) => each.id === job.id && each.state === 'ready');
    expect(ready.preview).toEqual({
      kind: 'collection',
      rowsRecognised: 699,
      copiesToAdd: 699,
      copiesAlreadyThere: 0,
      wantsToAdd: 0,
      wantsAlreadyThere: 0,
      problems: [{ line: 554, reason: texts.imports.badRating('9') }],
    });
    const countCopies = async () =>
      (await ctx.app.db.selectFrom('album_copy').select('id').where('user_id', '=', ana.id).execute()).length;
    expect(await countCopies()).toBe(0);

    const started = await as(ctx.app, ana).post(`/api/imports/${job.id}/start`);
    expect(started.statusCode).toBe(200);
    expect(await waitForJob(ctx.app, ana, hasEnded)).toMatchObject({ state: 'done', copiesAdded: 699 });
    expect(await countCopies()).toBe(699);
  }, 60_000);

  it('fails a file it cannot read past its header, saving nothing', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const broken = `${collectionCsv([row('5400001')])}\n"unclosed,quote`;
    expect((await sendFile(ctx.app, '/api/imports/preview', ana, broken)).statusCode).toBe(201);
    const failed = await waitForJob(ctx.app, ana, (each) => each.state === 'failed');
    expect(failed).toMatchObject({ error: texts.imports.notCsv, totalRows: 0 });
    const headerOnly = collectionCsv([]);
    expect((await sendFile(ctx.app, '/api/imports', ana, headerOnly)).statusCode).toBe(201);
    const empty = await waitForJob(ctx.app, ana, (each) => each.state === 'failed' && each.id !== failed.id);
    expect(empty.error).toBe(texts.imports.noRows);
  });
});
