import { describe, expect, it } from 'vitest';
import type { MyBarcodes } from '@surcos/contracts/scan';
import { createTestContext } from './helpers/app.ts';
import { startFakeDiscogs } from './helpers/fake-discogs.ts';
import { createUser } from './helpers/users.ts';
import { sendFile, waitForJob } from './helpers/imports.ts';

const HEADER =
  'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes';
const csv = (ids: readonly string[]) =>
  [HEADER, ...ids.map((id) => `CAT-1,Artista,Disco ${id},Sello,"LP, Album",,1999,${id},Estante,,,,`)].join(
    '\n',
  );

const settings = { batchSize: 10, batchPauseMs: 1, leaseMs: 30_000 };

describe("an import says where its albums' details stand", () => {
  it("without a Discogs token the lane stays off: only the file's data, nothing pending, no wait", async () => {
    // IMPORT_FETCH_DETAILS is on, but the bundled catalog is not Discogs: nothing is fetched.
    const ctx = await createTestContext({}, { imports: { ...settings, fetchDetails: true } });
    try {
      const ana = await createUser(ctx.app, { name: 'Ana' });
      expect((await sendFile(ctx.app, '/api/imports', ana, csv(['1018055', '999999991']))).statusCode).toBe(
        201,
      );
      const job = await waitForJob(ctx.app, ana, (found) => found.state === 'done');
      expect(job).toMatchObject({
        copiesAdded: 2,
        detailsSource: 'file',
        detailsPending: 0,
        detailsFetched: 0,
        detailsUnknown: 0,
        etaSeconds: null,
      });
      // The listings wait as they were, so a token set later completes them.
      const albums = await ctx.app.db
        .selectFrom('album')
        .select(['id', 'fetched_at'])
        .where('id', 'in', ['1018055', '999999991'])
        .orderBy('id')
        .execute();
      expect(albums.map((album) => Number(album.fetched_at))).toEqual([0, 0]);
    } finally {
      await ctx.close();
    }
  });

  it('with a token: what is pending, then what came from Discogs and what it does not know', async () => {
    const fake = await startFakeDiscogs();
    const ctx = await createTestContext(
      { DISCOGS_BASE_URL: fake.url, DISCOGS_TOKEN: 'token' },
      { imports: { ...settings, fetchDetails: true } },
    );
    try {
      const ana = await createUser(ctx.app, { name: 'Ana' });
      expect(
        (await sendFile(ctx.app, '/api/imports', ana, csv(['1018055', '146', '999999991']))).statusCode,
      ).toBe(201);
      const done = await waitForJob(ctx.app, ana, (found) => found.state === 'done');
      expect(done.detailsSource).toBe('discogs');
      expect(done.detailsPending + done.detailsFetched + done.detailsUnknown).toBe(3);
      const settled = await waitForJob(ctx.app, ana, (found) => found.detailsPending === 0);
      expect(settled).toMatchObject({ detailsFetched: 2, detailsUnknown: 1, etaSeconds: null });
      // The details bring the release's barcodes (1018055's '5 050749 411358'), kept for scanning.
      const barcodes = await ctx.app.inject({
        method: 'GET',
        url: '/api/me/barcodes',
        headers: { cookie: ana.cookie },
      });
      expect(barcodes.json<MyBarcodes>().items).toEqual([
        expect.objectContaining({ code: '5050749411358', albumId: '1018055', list: 'owned' }),
      ]);
    } finally {
      await ctx.close();
      await fake.close();
    }
  });

  it('with IMPORT_FETCH_DETAILS off, a token changes nothing: only the file is kept', async () => {
    const fake = await startFakeDiscogs();
    const ctx = await createTestContext(
      { DISCOGS_BASE_URL: fake.url, DISCOGS_TOKEN: 'token' },
      { imports: { ...settings, fetchDetails: false } },
    );
    try {
      const ana = await createUser(ctx.app, { name: 'Ana' });
      expect((await sendFile(ctx.app, '/api/imports', ana, csv(['1018055']))).statusCode).toBe(201);
      const job = await waitForJob(ctx.app, ana, (found) => found.state === 'done');
      expect(job).toMatchObject({ detailsSource: 'file', detailsPending: 0, etaSeconds: null });
    } finally {
      await ctx.close();
      await fake.close();
    }
  });
});
