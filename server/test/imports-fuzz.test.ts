import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COPY_CUSTOM_FIELD_NAME_MAX_LENGTH,
  COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  COPY_CUSTOM_FIELDS_MAX,
  COPY_FOLDER_MAX_LENGTH,
  COPY_NOTES_MAX_LENGTH,
} from '@surcos/contracts/limits';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { createUser } from './helpers/users.ts';
import { COLLECTION_COLUMNS, hasEnded, sendFile, waitForJob } from './helpers/imports.ts';

/**
 * Collection exports with hostile cells: NUL, overlong text, spreadsheet
 * formulas, custom fields named after Object.prototype's keys. The preview
 * and the import never answer 5xx, a job always ends, and nothing stored
 * passes a copy's limits. A few runs, each a whole import.
 */
const RUNS = 6;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { imports: { batchSize: 5, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false } },
  );
});

afterAll(async () => {
  await ctx.close();
});

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

/** A cell: ordinary, a formula, with NUL or control characters, or far past any limit. */
const cell = fc.oneof(
  { arbitrary: fc.string({ maxLength: 20 }), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '=1+1',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '=HYPERLINK("http://x","y")',
      '\t=1',
      '\r=1',
    ),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 81, max: 6000 }).map((length) => 'x'.repeat(length)), weight: 3 },
  // Without NUL: one in the file refuses it whole, and the `nul` draw below already covers that.
  {
    arbitrary: fc
      .string({ unit: 'binary', minLength: 400, maxLength: 700 })
      .map((text) => text.replaceAll('\0', '')),
    weight: 2,
  },
);

/** Columns whose bad values make a row a reported problem: left empty, so rows get written. */
const PLAIN_COLUMNS = new Set([
  'Rating',
  'Released',
  'Date Added',
  'Collection Media Condition',
  'Collection Sleeve Condition',
]);

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

const fileArbitrary = fc
  .record({
    // A NUL anywhere refuses the whole file (it is not text): one file in six has one.
    nul: fc.integer({ min: 0, max: 5 }).map((draw) => draw === 0),
    fieldNames: fc.uniqueArray(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 70 })), {
      maxLength: 25,
    }),
    rows: fc.array(
      fc.record({
        id: fc.integer({ min: 8_000_000, max: 8_000_050 }),
        cells: fc.array(cell, { minLength: 40, maxLength: 40 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ nul, fieldNames, rows }) => {
    const columns = [...COLLECTION_COLUMNS, ...fieldNames.map((name) => `Collection ${name}`)];
    const lines = rows.map(({ id, cells }) =>
      columns
        .map((column, index) =>
          column === 'release_id'
            ? String(id)
            : PLAIN_COLUMNS.has(column)
              ? ''
              : quoted(cells[index % cells.length]!),
        )
        .join(','),
    );
    const file = [columns.map(quoted).join(','), ...lines].join('\n');
    return nul ? file.replace('",', '\0",') : file;
  });

describe('fuzzed imports', () => {
  it('never answer 5xx, always end, and store nothing past a copy limit', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana Fuzz' });
    await fc.assert(
      fc.asyncProperty(fileArbitrary, async (file) => {
        const preview = await sendFile(ctx.app, '/api/imports/preview', ana, file);
        expect(preview.statusCode).toBeLessThan(500);
        const started = await sendFile(ctx.app, '/api/imports', ana, file);
        expect(started.statusCode).toBeLessThan(500);
        if (started.statusCode !== 201) {
          expect(started.json<{ error: { code: string; message: string } }>().error.message).toBeTruthy();
          return;
        }
        const job = await waitForJob(ctx.app, ana, hasEnded);
        expect(job.state).toBe('done');
        const report = await ctx.app.inject({
          method: 'GET',
          url: `/api/imports/${job.id}/report`,
          headers: { cookie: ana.cookie },
        });
        expect(report.statusCode).toBe(200);
      }),
      { numRuns: RUNS },
    );

    const copies = await ctx.app.db
      .selectFrom('album_copy')
      .select(['folder', 'notes', 'custom_fields'])
      .where('user_id', '=', ana.id)
      .execute();
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy.folder.length).toBeLessThanOrEqual(COPY_FOLDER_MAX_LENGTH);
      expect(copy.notes.length).toBeLessThanOrEqual(COPY_NOTES_MAX_LENGTH);
      expect(`${copy.folder}${copy.notes}${copy.custom_fields}`).not.toContain('\0');
      const fields = Object.entries(JSON.parse(copy.custom_fields) as Record<string, string>);
      expect(fields.length).toBeLessThanOrEqual(COPY_CUSTOM_FIELDS_MAX);
      for (const [name, value] of fields) {
        expect(name.length).toBeLessThanOrEqual(COPY_CUSTOM_FIELD_NAME_MAX_LENGTH);
        expect(value.length).toBeLessThanOrEqual(COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH);
      }
    }
    const albums = await ctx.app.db
      .selectFrom('album')
      .select(['name', 'artist', 'label'])
      .where('id', '>=', '8000000')
      .where('id', '<=', '8000050')
      .execute();
    for (const album of albums)
      for (const text of [album.name, album.artist, album.label])
        expect(text.length).toBeLessThanOrEqual(COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH);
    // The collection export reads every stored field back, prototype-named ones included.
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/export.json',
      headers: { cookie: ana.cookie },
    });
    expect(exported.statusCode).toBe(200);
  });
});
