import type { MusicCaller } from '../../src/music/music-database.ts';
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../src/music/catalog.ts';

const TEST_CALLER: MusicCaller = { kind: 'member', userId: 'test-user' };

const catalog = createCatalog();

describe('bundled catalog', () => {
  it('holds at least 150 releases whose ids cannot be Discogs ids', async () => {
    const results = [];
    for (let id = 1; id <= 150; id += 1)
      results.push(await catalog.release(`sc-${String(id).padStart(4, '0')}`, TEST_CALLER));
    expect(results.every(Boolean)).toBe(true);
    expect(results.every((release) => !/^\d+$/.test(release!.id))).toBe(true);
  });

  it('finds by artist or title, ignoring case and accents', async () => {
    const byArtist = await catalog.search('heroes del silencio', 1, TEST_CALLER);
    expect(byArtist.results.length).toBeGreaterThan(0);
    expect(byArtist.results.every((result) => result.artist === 'Héroes Del Silencio')).toBe(true);
    const byTitle = await catalog.search('KIND OF BLUE', 1, TEST_CALLER);
    expect(byTitle.results[0]).toMatchObject({ name: 'Kind Of Blue', artist: 'Miles Davis', year: '1959' });
  });

  it('pages ten results at a time', async () => {
    const first = await catalog.search('the', 1, TEST_CALLER);
    expect(first.results).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = await catalog.search('the', 2, TEST_CALLER);
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
  });

  it('fills SPEC.md defaults for what the catalog does not know', async () => {
    const release = (await catalog.release('sc-0001', TEST_CALLER))!;
    expect(release).toMatchObject({
      notes: 'Sin notas',
      credits: 'No disponible',
      lowestPrice: 0,
      rating: 0,
    });
    expect(await catalog.release('sc-9999', TEST_CALLER)).toBeNull();
    expect(await catalog.release('249504', TEST_CALLER)).toBeNull();
  });
});
