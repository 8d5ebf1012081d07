import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Copy } from '@surcos/contracts/copies';
import { ERROR_CODES, type ErrorBody } from '@surcos/contracts/errors';
import type { AccountExport } from '@surcos/contracts/exports';
import type { ImportJob } from '@surcos/contracts/imports';
import { unescapeCell } from '../src/lib/csv-cells.ts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { as } from './helpers/requests.ts';
import { readFixture, releaseFixtures, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { type TestUser, createUser } from './helpers/users.ts';

/**
 * The exports fuzzed with what a hostile member types: formula cells, names Object.prototype
 * has, NUL and other control characters, quotes, separators and astral characters. Never a
 * 5xx, no cell a spreadsheet would run, and an export imported again gives back every copy.
 */
const RUNS = 12;
const FORMULA_START = /^[=+\-@\t\r]/;
const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'isPrototypeOf'];

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;
/** A release the music database knows, served again under each id a run imports. */
let knownRelease: Record<string, unknown>;

beforeAll(async () => {
  fake = await startFakeDiscogs();
  knownRelease = readFixture(releaseFixtures()[0]!) as Record<string, unknown>;
  ctx = await createTestContext(
    { DISCOGS_BASE_URL: fake.url, DISCOGS_TOKEN: 'token-de-prueba' },
    { imports: { batchSize: 25, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false } },
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const cellsOf = (csv: string): string[][] => parse(csv, { relax_column_count: true });

/** Text a member may type, leaning on what breaks spreadsheets and lookups. */
const hostileText = (withNul: boolean) =>
  fc
    .tuple(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", "'=", "''+", '"', ',', '', 'ª', '😀'),
      fc.oneof(
        fc.constantFrom('HYPERLINK("http://x.example","y")', 'SUM(A1:A9)', '1+1', 'cmd|/C calc!A0', '-1'),
        fc.string({ maxLength: 30, unit: withNul ? 'binary' : 'grapheme' }),
      ),
    )
    .map(([head, tail]) => `${head}${tail}`);

const fieldName = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ minLength: 1, maxLength: 20 }));

async function importCsv(user: TestUser, file: string | Buffer): Promise<ImportJob> {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    payload: file,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json<ImportJob>().id;
  for (let tries = 0; tries < 400; tries++) {
    const job = (await as(ctx.app, user).get('/api/imports/current')).json<{ job: ImportJob }>().job;
    if (job.id === id && job.state === 'done') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('import did not finish');
}

async function expectExportsSound(user: TestUser): Promise<string> {
  const collection = await as(ctx.app, user).get('/api/me/export/collection.csv');
  const wantlist = await as(ctx.app, user).get('/api/me/export/wantlist.csv');
  const json = await as(ctx.app, user).get('/api/me/export.json');
  for (const response of [collection, wantlist, json]) expect(response.statusCode, response.body).toBe(200);
  for (const cell of [...cellsOf(collection.body), ...cellsOf(wantlist.body)].flat())
    expect(FORMULA_START.test(cell), JSON.stringify(cell)).toBe(false);
  json.json<AccountExport>();
  return collection.body;
}

describe('fuzzing the exports', () => {
  it('exports copies typed with formulas, prototype names and NUL: never a 5xx, no formula cell', async () => {
    const albumId = String(knownRelease.id);
    await fc.assert(
      fc.asyncProperty(
        hostileText(true),
        hostileText(true),
        fc.dictionary(fieldName, hostileText(true), { maxKeys: 4 }),
        async (folder, notes, customFields) => {
          // A member of their own each run: the export's one row is this copy.
          const ana = await createUser(ctx.app, { name: 'Ana' });
          expect((await as(ctx.app, ana).put(`/api/me/albums/${albumId}`)).statusCode).toBe(200);
          await ctx.app.db.deleteFrom('album_copy').where('user_id', '=', ana.id).execute();
          const added = await as(ctx.app, ana).post(`/api/me/albums/${albumId}/copies`, {
            folder,
            notes,
            customFields,
          });
          expect(added.statusCode, added.body).toBeLessThan(500);
          if (added.statusCode !== 201) {
            expect(ERROR_CODES).toContain(added.json<ErrorBody>().error.code);
            return;
          }
          const copy = added.json<Copy>();
          const csv = await expectExportsSound(ana);
          // The copy's own fields are in their columns, exactly, once the escape is undone.
          const [header, row, ...others] = cellsOf(csv);
          expect(others).toEqual([]);
          expect(unescapeCell(row![header!.indexOf('Collection Notes')] ?? '')).toBe(copy.notes);
          expect(unescapeCell(row![header!.indexOf('CollectionFolder')] ?? '')).toBe(copy.folder);
          for (const [name, value] of Object.entries(copy.customFields))
            expect(unescapeCell(row![header!.indexOf(`Collection ${name}`)] ?? '')).toBe(value);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('gives back every copy when an export is imported again, whatever the cells held', async () => {
    const header =
      'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes';
    let release = 6_000_000;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(hostileText(false), hostileText(false), fc.constantFrom(...PROTOTYPE_KEYS)), {
          minLength: 1,
          maxLength: 4,
        }),
        async (rows) => {
          const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
          const known = (id: number) => {
            fake.serveRelease({ ...knownRelease, id });
            return String(id);
          };
          const lines = rows.map(([folder, notes, field]) =>
            [
              'CAT-1',
              'Artista',
              'Disco',
              'Sello',
              'LP',
              '',
              '1999',
              known((release += 1)),
              quote(folder),
              '2020-01-02 03:04:05',
              '',
              '',
              quote(notes),
              quote(field),
            ].join(','),
          );
          const ana = await createUser(ctx.app, { name: 'Ana' });
          await importCsv(ana, [`${header},Collection Campo`, ...lines].join('\n'));
          const csv = await expectExportsSound(ana);
          const bruno = await createUser(ctx.app, { name: 'Bruno' });
          await importCsv(bruno, csv);
          const copiesOf = async (userId: string) =>
            (
              await ctx.app.db
                .selectFrom('album_copy')
                .select(['album_id', 'folder', 'notes', 'custom_fields', 'added_at'])
                .where('user_id', '=', userId)
                .orderBy('album_id')
                .execute()
            ).map((copy) => ({ ...copy, added_at: Number(copy.added_at) }));
          expect(await copiesOf(bruno.id)).toEqual(await copiesOf(ana.id));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
