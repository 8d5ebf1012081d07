import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumCard, AlbumDetail, AlbumPage, MyAlbumPage } from '@surcos/contracts/albums';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { createUser, type TestUser } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { follow } from './helpers/acts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DEMO = {
  name: 'Maqueta de ensayo',
  artist: 'Grupo del barrio',
  year: '1983',
  label: 'Autoeditado',
  catalogNumber: 'GB-001',
  format: 'Cassette, Album',
  country: 'España',
  genre: 'Rock',
};

async function addByHand(user: TestUser, body: object = DEMO): Promise<AlbumCard> {
  const response = await as(ctx.app, user).post('/api/me/hand-made-albums', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AlbumCard>();
}

const myAlbums = async (user: TestUser) =>
  (await as(ctx.app, user).get('/api/me/albums')).json<MyAlbumPage>().items.map((album) => album.id);

describe("'Añadir a mano'", () => {
  it('adds the member’s own description to My albums, with one copy, and gives it back to edit', async () => {
    const ana = await createUser(ctx.app);
    const card = await addByHand(ana);
    expect(card.id).toMatch(/^m-[0-9a-f]{32}$/);
    expect(card).toMatchObject({ name: 'Maqueta de ensayo', artist: 'Grupo del barrio', year: '1983' });

    const page = (await as(ctx.app, ana).get('/api/me/albums')).json<MyAlbumPage>();
    expect(page.items[0]).toMatchObject({ id: card.id, copyCount: 1, catalogNumber: 'GB-001' });
    const detail = (await as(ctx.app, ana).get(`/api/albums/${card.id}`)).json<AlbumDetail>();
    expect(detail.album).toMatchObject({
      label: 'Autoeditado',
      country: 'España',
      formats: ['Cassette, Album'],
    });
    expect(detail.viewer).toEqual({ owns: true, wishlisted: false });
    expect(detail.handMade).toEqual(DEMO);

    // Only title and artist are needed; the rest stays unsaid.
    const bare = await addByHand(ana, { name: 'Sin datos', artist: 'Nadie' });
    const bareDetail = (await as(ctx.app, ana).get(`/api/albums/${bare.id}`)).json<AlbumDetail>();
    expect(bareDetail.album).toMatchObject({ year: 'Desconocido', label: 'Desconocido', formats: [] });
    expect(bareDetail.handMade).toMatchObject({ year: '', label: '', catalogNumber: '' });
  });

  it.each([
    [{ ...DEMO, name: '  ' }, 'Escribe el título del disco.'],
    [{ name: 'Algo' }, 'Escribe el artista (o «Varios» si son varios).'],
    [
      { ...DEMO, year: '83' },
      `El año debe tener cuatro cifras, entre 1880 y ${new Date().getUTCFullYear() + 1}.`,
    ],
    [
      { ...DEMO, year: '1700' },
      `El año debe tener cuatro cifras, entre 1880 y ${new Date().getUTCFullYear() + 1}.`,
    ],
    [{ ...DEMO, label: 'x'.repeat(201) }, 'El sello no puede tener más de 200 caracteres.'],
  ])('refuses %j in Spanish', async (body, message) => {
    const ana = await createUser(ctx.app);
    const response = await as(ctx.app, ana).post('/api/me/hand-made-albums', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
    expect(await myAlbums(ana)).toEqual([]);
  });

  it('is nobody else’s: not opened, added, wished for, or listed in Explorar, though followers see it on the profile', async () => {
    const [ana, bea] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    await follow(ctx.app, bea, ana);
    const { id } = await addByHand(ana);

    const notYours = { error: { code: 'NOT_FOUND', message: expect.stringContaining('a mano') as unknown } };
    for (const response of [
      await as(ctx.app, bea).get(`/api/albums/${id}`),
      await asVisitor(ctx.app).get(`/api/albums/${id}`),
      await as(ctx.app, bea).put(`/api/me/albums/${id}`),
      await as(ctx.app, bea).put(`/api/me/wishlist/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notYours);
    }
    expect(await myAlbums(bea)).toEqual([]);

    const explore = (await as(ctx.app, bea).get('/api/albums?q=maqueta')).json<AlbumPage>();
    expect(explore.items.map((album) => album.id)).not.toContain(id);
    // The member's own text, as theirs: on their profile, as decision 041 shows a listing.
    const profile = (await as(ctx.app, bea).get(`/api/users/${ana.id}/albums`)).json<AlbumPage>();
    expect(profile.items.map((album) => album.name)).toContain('Maqueta de ensayo');
  });

  it('is edited and removed by its maker alone, and comes back for them', async () => {
    const [ana, bea] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    const { id } = await addByHand(ana);

    const edited = { ...DEMO, name: 'Maqueta de 1983', year: '', country: '' };
    expect((await as(ctx.app, bea).put(`/api/me/hand-made-albums/${id}`, edited)).statusCode).toBe(404);
    expect((await as(ctx.app, ana).put('/api/me/hand-made-albums/sc-0001', edited)).statusCode).toBe(404);
    const bad = await as(ctx.app, ana).put(`/api/me/hand-made-albums/${id}`, { ...edited, artist: '' });
    expect(bad.statusCode).toBe(400);

    const saved = await as(ctx.app, ana).put(`/api/me/hand-made-albums/${id}`, edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AlbumCard>()).toMatchObject({ id, name: 'Maqueta de 1983', year: 'Desconocido' });
    const detail = (await as(ctx.app, ana).get(`/api/albums/${id}`)).json<AlbumDetail>();
    expect(detail.handMade).toEqual(edited);
    expect(detail.album.country).toBe('Desconocido');

    expect((await as(ctx.app, bea).delete(`/api/me/albums/${id}`)).statusCode).toBe(204);
    expect(await myAlbums(ana)).toEqual([id]);
    expect((await as(ctx.app, ana).delete(`/api/me/albums/${id}`)).statusCode).toBe(204);
    expect(await myAlbums(ana)).toEqual([]);
    // Its description stays its maker's: adding it again (an undo) finds it.
    expect((await as(ctx.app, ana).put(`/api/me/albums/${id}`)).statusCode).toBe(200);
    expect(await myAlbums(ana)).toEqual([id]);
  });
});
