import { describe, expect, it } from 'vitest';
import { mapDiscogsRelease, mapDiscogsSearchResult } from '../../src/music/discogs-mapping.ts';
import { readFixture, releaseFixtures } from '../helpers/fake-discogs.ts';

describe('mapDiscogsRelease', () => {
  it.each(releaseFixtures())('maps %s into a complete album', (file) => {
    const payload = readFixture(file) as { id: number };
    const album = mapDiscogsRelease(payload);
    expect(album).not.toBeNull();
    expect(album!.id).toBe(String(payload.id));
    for (const field of [
      'name',
      'artist',
      'year',
      'genre',
      'label',
      'country',
      'released',
      'notes',
      'credits',
    ] as const) {
      expect(album![field].trim(), field).not.toBe('');
      expect(album![field], field).toBe(album![field].trim());
    }
    expect(album!.artist).not.toMatch(/\(\d+\)$/);
    for (const url of [...album!.allImages, ...album!.videos.map((video) => video.uri)]) {
      expect(url).toMatch(/^https?:\/\//);
    }
    expect(album!.image).toBe(album!.allImages[0] ?? null);
    expect(Number.isFinite(album!.lowestPrice)).toBe(true);
  });

  it('maps every field SPEC.md reads (Rick Astley, 249504)', () => {
    const album = mapDiscogsRelease(readFixture('release-249504-godiscogs-2017-11.json'))!;
    expect(album).toMatchObject({
      id: '249504',
      name: 'Never Gonna Give You Up',
      artist: 'Rick Astley',
      year: '1987',
      genre: 'Electronic, Pop',
      label: 'RCA',
      country: 'UK',
      released: '1987-07-00',
      formats: ['Vinyl, 7", 45 RPM, Single'],
      lowestPrice: 1.17,
      tracklist: [
        { position: 'A', title: 'Never Gonna Give You Up', duration: '3:32' },
        { position: 'B', title: 'Never Gonna Give You Up (Instrumental)', duration: '3:30' },
      ],
      styles: ['Euro-Disco'],
      rating: 3.66,
      ratingCount: 88,
      discogsUrl: 'https://www.discogs.com/Rick-Astley-Never-Gonna-Give-You-Up/release/249504',
    });
    expect(album.notes).toMatch(/^UK Release has a black label/);
    expect(album.credits).toContain('Mark McGuire');
    expect(album.videos[0]).toEqual({
      title: 'Rick Astley - Never Gonna Give You Up (Club Mix)',
      uri: 'https://www.youtube.com/watch?v=-XUJBZTg9C4',
    });
    expect(album.image).toContain('R-249504-1334592212');
  });

  it('keeps each format as Discogs writes it: quantity, name, descriptions and free text', () => {
    expect(mapDiscogsRelease(readFixture('release-1052359.json'))!.formats).toEqual([
      '2×Vinyl, LP, Gatefold',
    ]);
    expect(mapDiscogsRelease(readFixture('release-603365.json'))!.formats).toEqual([
      '2×CD, Album, Deluxe Edition, Reissue, Remastered, Expanded Deluxe Edition',
    ]);
  });

  it('uses the Spanish defaults for a missing year and release date, and skips heading rows', () => {
    const album = mapDiscogsRelease(readFixture('release-1018055.json'))!;
    expect(album.year).toBe('Desconocido');
    expect(album.released).toBe('Desconocido');
    expect(album.artist).toBe('The Fall');
    const raw = readFixture('release-1018055.json') as { tracklist: Array<{ type_: string }> };
    expect(album.tracklist).toHaveLength(raw.tracklist.filter((track) => track.type_ !== 'heading').length);
  });

  it('trims titles, drops disambiguation numbers and joins several artists', () => {
    expect(mapDiscogsRelease(readFixture('release-6099374.json'))).toMatchObject({
      name: 'Some Beautiful Day',
      artist: 'Bill Comeau, Pete Levin',
    });
    expect(mapDiscogsRelease(readFixture('release-2425133.json'))!.artist).toBe('Wool');
  });

  it('keeps no empty image URLs (unauthenticated responses blank them)', () => {
    const album = mapDiscogsRelease(readFixture('release-249504-lizmat-2020.json'))!;
    expect(album.image).toBeNull();
    expect(album.allImages).toEqual([]);
  });

  it('fills what old responses lack: rating 0, price 0, site link from a relative uri', () => {
    const album = mapDiscogsRelease(readFixture('release-1-discogs_client.json'))!;
    expect(album).toMatchObject({ rating: 0, ratingCount: 0, lowestPrice: 0, artist: 'The Persuader' });
  });

  it('refuses a payload that is not a release', () => {
    expect(mapDiscogsRelease({ message: 'Release not found.' })).toBeNull();
    expect(mapDiscogsRelease('nonsense')).toBeNull();
  });
});

describe('mapDiscogsSearchResult', () => {
  it('splits "Artist - Title" and reads label, year and genre from the hit', () => {
    const body = readFixture('search-nirvana-nevermind-per_page3-maxep.json') as { results: unknown[] };
    expect(mapDiscogsSearchResult(body.results[0])).toEqual({
      id: '2028757',
      name: 'Nevermind',
      artist: 'Nirvana',
      year: '2005',
      genre: 'Non-Music, Rock',
      label: 'Eagle Vision',
      image: null,
      format: 'DVD, PAL',
      country: 'Australia',
      catalogNumber: 'RV0296',
    });
  });

  it('turns "Prodigy, The" into "The Prodigy" and keeps only releases', () => {
    const body = readFixture('search-prodigy-type-release-raw-http-2014.http') as { results: unknown[] };
    expect(mapDiscogsSearchResult(body.results[0])).toMatchObject({ artist: 'The Prodigy' });
    const all = readFixture('search-vibrasphere-all-types.json') as { results: Array<{ type: string }> };
    const mapped = all.results.map(mapDiscogsSearchResult).filter(Boolean);
    expect(mapped).toHaveLength(all.results.filter((result) => result.type === 'release').length);
  });

  it('leaves out the catalogue number Discogs writes as "none"', () => {
    const body = readFixture('search-moonblood-type-release-buntine.json') as { results: unknown[] };
    expect(mapDiscogsSearchResult(body.results[0])).toMatchObject({
      format: 'Cassette, Limited Edition',
      country: 'Germany',
      catalogNumber: '',
    });
  });
});
