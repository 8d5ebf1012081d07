import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyList } from '@surcos/contracts/copies';
import type { Conversation, Message } from '@surcos/contracts/messages';
import type { AccountExport } from '@surcos/contracts/exports';
import type { ImportJob } from '@surcos/contracts/imports';
import type { ReportPage } from '@surcos/contracts/reports';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { FIXTURES_DIR } from './helpers/fake-discogs.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { sendFile, waitForJob } from './helpers/imports.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { imports: { batchSize: 25, batchPauseMs: 1, leaseMs: 30_000, fetchDetails: false } },
  );
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

async function importFile(user: TestUser, file: Buffer | string): Promise<ImportJob> {
  const started = await sendFile(ctx.app, '/api/imports', user, file);
  expect(started.statusCode).toBe(201);
  const id = started.json<ImportJob>().id;
  return waitForJob(ctx.app, user, (job) => job.id === id && job.state === 'done');
}

/** Every field of every copy, in a stable order, without ids. */
async function copiesOf(userId: string) {
  const rows = await ctx.app.db
    .selectFrom('album_copy')
    .select([
      'album_id',
      'folder',
      'media_condition',
      'sleeve_condition',
      'notes',
      'rating',
      'added_at',
      'custom_fields',
    ])
    .where('user_id', '=', userId)
    .execute();
  return rows
    .map((row) => ({
      ...row,
      added_at: Number(row.added_at),
      custom_fields: JSON.parse(row.custom_fields) as unknown,
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const HEADER =
  'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes,Collection Purchased At,Collection Color';

describe('exports', () => {
  it('round trip: export → import into a fresh account reproduces every copy and every field', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const extra = [
      HEADER,
      '"ABC 1, ABC 2",Кино,Группа крови,"Мелодия, EMI","2×LP, Album, Gatefold + CD",4,1988,5000001,Estante A,2019-05-06 07:08:09,Very Good Plus (VG+),Generic,"dice ""hola"", y más",Tienda Lola,Rojo',
      '"ABC 1, ABC 2",Кино,Группа крови,"Мелодия, EMI","2×LP, Album, Gatefold + CD",,1988,5000001,Estante B,2020-05-06 07:08:09,Mint (M),No Cover,,,',
      'none,Sun (7),Sun,Sello,LP,,0,5000002,Uncategorized,2021-01-01 00:00:00,,,,,Azul',
    ].join('\n');
    await importFile(ana, readFileSync(path.join(FIXTURES_DIR, 'collection-export-sample.csv')));
    await importFile(ana, extra);
    const original = await copiesOf(ana.id);
    expect(original).toHaveLength(54);

    const csv = await get('/api/me/export/collection.csv', ana);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe(
      'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes,Collection Color,Collection Purchased At',
    );
    expect(csv.body).toContain('2019-05-06 07:08:09');

    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    const job = await importFile(bruno, csv.rawPayload);
    expect(job).toMatchObject({ copiesAdded: 54, failedRows: 0 });
    expect(await copiesOf(bruno.id)).toEqual(original);

    // Exporting again and importing it again adds nothing.
    const second = await importFile(bruno, (await get('/api/me/export/collection.csv', bruno)).rawPayload);
    expect(second).toMatchObject({ copiesAdded: 0, copiesSkipped: 54 });
  });

  it('round trip of the wantlist keeps notes and dates', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    await importFile(ana, readFileSync(path.join(FIXTURES_DIR, 'wantlist-export-sample.csv')));
    const csv = await get('/api/me/export/wantlist.csv', ana);
    expect(csv.body.split('\n')[0]).toBe(
      'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,Notes',
    );
    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    await importFile(bruno, csv.rawPayload);
    const wishes = (userId: string) =>
      ctx.app.db
        .selectFrom('wishlist_entry')
        .select(['album_id', 'notes', 'added_at'])
        .where('user_id', '=', userId)
        .orderBy('album_id')
        .execute();
    const original = await wishes(ana.id);
    expect(original).toHaveLength(29);
    expect(await wishes(bruno.id)).toEqual(original);
  });

  it('the JSON export holds the profile, copies, wishlist, collections, follows and messages', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    const headers = { cookie: ana.cookie, origin: TEST_ORIGIN };
    await ctx.app.inject({ method: 'PUT', url: '/api/me/albums/sc-0001', headers });
    await ctx.app.inject({ method: 'PUT', url: '/api/me/wishlist/sc-0002', headers });
    await ctx.app.inject({ method: 'PUT', url: `/api/users/${bruno.id}/follow`, headers });
    const response = await get('/api/me/export.json', ana);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json<AccountExport>();
    expect(data.profile).toMatchObject({ id: ana.id, name: 'Ana', email: ana.email });
    expect(data.copies.map((copy) => copy.albumId)).toEqual(['sc-0001']);
    expect(data.wishlist.map((want) => want.albumId)).toEqual(['sc-0002']);
    expect(data.follows.following.map((person) => person.name)).toEqual(['Bruno']);
    expect(data).toHaveProperty('collections');
    expect(data).toHaveProperty('messages');
  });

  it('answers 401 to a visitor', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me/export/collection.csv' });
    expect(response.statusCode).toBe(401);
  });
});

/** Whether a cell would run as a formula in a spreadsheet (OWASP's CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const cellsOf = (csv: string): string[][] => parse(csv, { relax_column_count: true });

/** An admin, as `npm run admin -- grant` makes one. */
async function createAdmin(): Promise<TestUser> {
  const admin = await createUser(ctx.app, { name: 'Moderadora' });
  await ctx.app.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  return admin;
}

async function conversationWithMessages(from: TestUser, to: TestUser, ...lines: string[]) {
  const conversation = (
    await as(ctx.app, from).post('/api/conversations', { userId: to.id })
  ).json<Conversation>();
  const sent: Message[] = [];
  for (const text of lines) {
    const response = await as(ctx.app, from).post(`/api/conversations/${conversation.id}/messages`, { text });
    expect(response.statusCode).toBe(201);
    sent.push(response.json<Message>());
  }
  return sent;
}

const exportOf = async (user: TestUser) => (await get('/api/me/export.json', user)).json<AccountExport>();

describe('exports: what they must not carry', () => {
  it('writes formula cells as text, and importing the export gives back every value exactly', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    // As a Discogs export may hold them: formulas, and legitimate values that look alike.
    await importFile(
      ana,
      [
        HEADER,
        `CAT-1,Artista,Disco,Sello,LP,,1999,5100001,=1+1,2019-05-06 07:08:09,,,"=HYPERLINK(""http://x.example"",""clic"")",+34 600 000 000,-`,
        `CAT-2,Artista,Disco,Sello,LP,,1999,5100002,@SUM(A1),2019-05-06 07:08:09,,,,-12,'tres`,
      ].join('\n'),
    );
    // A value that starts with an apostrophe before a formula's sign, typed in Surcos.
    const [plain] = (await as(ctx.app, ana).get('/api/me/albums/5100002/copies')).json<CopyList>().items;
    const edited = await as(ctx.app, ana).put(`/api/me/copies/${plain!.id}`, {
      ...plain,
      notes: "'=ya con apóstrofo",
    });
    expect(edited.statusCode).toBe(200);
    const original = await copiesOf(ana.id);
    expect(original.map((copy) => copy.notes).sort()).toEqual([
      "'=ya con apóstrofo",
      '=HYPERLINK("http://x.example","clic")',
    ]);

    const csv = await get('/api/me/export/collection.csv', ana);
    expect(csv.statusCode).toBe(200);
    const cells = cellsOf(csv.body).flat();
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    expect(cells).toContain("'=1+1");
    expect(cells).toContain("''=ya con apóstrofo");

    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    expect(await importFile(bruno, csv.rawPayload)).toMatchObject({ copiesAdded: 2, failedRows: 0 });
    expect(await copiesOf(bruno.id)).toEqual(original);
  });

  it('writes the import report’s cells from the file as text', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const job = await importFile(
      ana,
      [HEADER, `CAT-1,=cmd|' /C calc'!A0,@Título,Sello,LP,,1999,5200001,,,,,,,`].join('\n'),
    );
    const report = await get(`/api/imports/${job.id}/report`, ana);
    expect(report.statusCode).toBe(200);
    expect(report.headers['cache-control']).toBe('private, no-store');
    const [, row] = cellsOf(report.body);
    expect(row?.slice(2, 4)).toEqual(["'=cmd|' /C calc'!A0", "'@Título"]);
    expect(
      cellsOf(report.body)
        .flat()
        .filter((cell) => FORMULA_START.test(cell)),
    ).toEqual([]);
  });

  it('exports custom fields named constructor, toString, valueOf or __proto__', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    await importFile(
      ana,
      [
        'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes,Collection constructor,Collection toString,Collection valueOf,Collection __proto__',
        'CAT-1,Artista,Disco,Sello,LP,,1999,5300001,Estante,2019-05-06 07:08:09,,,,uno,dos,tres,cuatro',
        'CAT-2,Artista,Disco,Sello,LP,,1999,5300002,Estante,2019-05-06 07:08:09,,,,,,,',
      ].join('\n'),
    );
    const csv = await get('/api/me/export/collection.csv', ana);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = cellsOf(csv.body);
    const column = (name: string) => header!.indexOf(`Collection ${name}`);
    for (const [name, value] of [
      ['constructor', 'uno'],
      ['toString', 'dos'],
      ['valueOf', 'tres'],
      ['__proto__', 'cuatro'],
    ] as const) {
      expect(column(name)).toBeGreaterThan(0);
      expect(rows.map((row) => row[column(name)]).sort()).toEqual(['', value]);
    }
    expect((await get('/api/me/export.json', ana)).statusCode).toBe(200);
  });

  it('shows a message the moderation hid as hidden in both participants’ JSON exports', async () => {
    const admin = await createAdmin();
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const troll = await createUser(ctx.app, { name: 'Troll' });
    const [ugly] = await conversationWithMessages(troll, ana, 'Algo feo', 'Otra cosa');
    expect(
      (
        await as(ctx.app, ana).post('/api/reports', {
          targetKind: 'message',
          targetId: ugly!.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(204);
    const [filed] = (await as(ctx.app, admin).get('/api/admin/reports')).json<ReportPage>().items;
    expect(filed?.targetId).toBe(ugly!.id);
    expect(
      (await as(ctx.app, admin).post(`/api/admin/reports/${filed!.id}/resolve`, { action: 'hide' }))
        .statusCode,
    ).toBe(204);

    for (const who of [ana, troll]) {
      const shown = (await exportOf(who)).messages.map((message) => message.text);
      expect(shown).toEqual([texts.reports.hiddenMessage, 'Otra cosa']);
      expect(JSON.stringify(await exportOf(who))).not.toContain('Algo feo');
    }
  });

  it('leaves a suspended account out of a member’s JSON export, as every other route does, until it is lifted', async () => {
    const admin = await createAdmin();
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const suspended = await createUser(ctx.app, { name: 'Cuenta Suspendida' });
    await conversationWithMessages(suspended, ana, 'Hola, Ana');
    await conversationWithMessages(ana, suspended, 'Hola');
    expect((await as(ctx.app, ana).put(`/api/users/${suspended.id}/follow`)).statusCode).toBe(204);
    expect((await as(ctx.app, suspended).put(`/api/users/${ana.id}/follow`)).statusCode).toBe(204);
    expect((await exportOf(ana)).messages).toHaveLength(2);

    const suspend = await as(ctx.app, admin).post(`/api/admin/users/${suspended.id}/suspend`, {
      reason: 'Spam',
    });
    expect(suspend.statusCode).toBe(204);
    const during = await exportOf(ana);
    expect(JSON.stringify(during)).not.toContain('Cuenta Suspendida');
    expect(JSON.stringify(during)).not.toContain(suspended.id);
    expect(during.messages).toEqual([]);
    expect(during.follows).toEqual({ following: [], followers: [] });

    // Nothing was deleted: lifted, the account is back in the export.
    expect((await as(ctx.app, admin).delete(`/api/admin/users/${suspended.id}/suspend`)).statusCode).toBe(
      204,
    );
    const after = await exportOf(ana);
    expect(after.messages.map((message) => [message.direction, message.withUser])).toEqual([
      ['received', 'Cuenta Suspendida'],
      ['sent', 'Cuenta Suspendida'],
    ]);
    expect(after.follows.following.map((person) => person.id)).toEqual([suspended.id]);
  });

  it('marks every export private and not to be stored', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    for (const url of [
      '/api/me/export/collection.csv',
      '/api/me/export/wantlist.csv',
      '/api/me/export.json',
    ]) {
      const response = await get(url, ana);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});
