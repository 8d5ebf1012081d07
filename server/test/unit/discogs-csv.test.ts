import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ImportFileError,
  parseDateAdded,
  readDiscogsExport,
  type DiscogsExport,
} from '../../src/modules/imports/discogs-csv.ts';
import { FIXTURES_DIR } from '../helpers/fake-discogs.ts';

const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES_DIR, name));
const csv = (text: string): Buffer => Buffer.from(text.replace(/\n/g, '\r\n'), 'utf8');
const COLLECTION_HEADER =
  'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes';

function collection(result: DiscogsExport) {
  if (result.kind !== 'collection') throw new Error(`expected a collection, got ${result.kind}`);
  return result;
}

describe('readDiscogsExport: the collection export sample', () => {
  const result = collection(readDiscogsExport(fixture('collection-export-sample.csv')));

  it('recognises every row as a copy', () => {
    expect(result.copies).toHaveLength(51);
    expect(result.problems).toEqual([]);
  });

  it('keeps non-Latin scripts, trims catalogue numbers and drops none', () => {
    const latvian = result.copies.find((copy) => copy.release.releaseId === '7627679');
    expect(latvian?.release).toMatchObject({
      artist: 'Prāta Vētra',
      title: '7 Soļi Svaiga Gaisa',
      catalogNumbers: ['BRLP001'],
    });
    const trailing = result.copies.find((copy) => copy.release.releaseId === '10504136');
    expect(trailing?.release.catalogNumbers).toEqual(['SP-4644']);
  });

  it('reads quoted commas, strips disambiguation and keeps every format description', () => {
    const ewf = result.copies.find((copy) => copy.release.releaseId === '821599');
    expect(ewf?.release).toMatchObject({
      artist: 'Earth, Wind & Fire',
      label: 'CBS, CBS',
      catalogNumbers: ['CBS 25775', '25775'],
      formats: ['LP, Album, Gat'],
      year: 1983,
    });
    const sun = result.copies.find((copy) => copy.release.releaseId === '251245');
    expect(sun?.release.artist).toBe('Sun');
  });

  it('reads conditions, folders and the date added as UTC', () => {
    const first = result.copies[0]!;
    expect(first).toMatchObject({
      line: 2,
      folder: 'Uncategorized',
      mediaCondition: 'Near Mint (NM or M-)',
      sleeveCondition: null,
      addedAt: Date.UTC(2022, 11, 29, 14, 12, 30),
    });
  });

  it('reads Released 0 as an unknown year', () => {
    expect(result.copies.some((copy) => copy.release.year === null)).toBe(true);
  });
});

describe('readDiscogsExport: the wantlist export sample', () => {
  const result = readDiscogsExport(fixture('wantlist-export-sample.csv'));

  it('is a wantlist whose unlabelled trailing field is the date added', () => {
    if (result.kind !== 'wantlist') throw new Error('expected a wantlist');
    expect(result.wants).toHaveLength(29);
    expect(result.problems).toEqual([]);
    expect(result.wants[0]).toMatchObject({
      line: 2,
      release: { releaseId: '4619668', artist: 'Patti Smith', title: 'Horses' },
      addedAt: Date.UTC(2014, 11, 6, 21, 34, 1),
    });
    const brody = result.wants.find((want) => want.release.releaseId === '5626668');
    expect(brody?.release.formats).toEqual(['LP, Album, Pic', 'CD, Album']);
    expect(brody?.release.catalogNumbers).toEqual(['3773993']);
  });
});

describe('readDiscogsExport: rows and files that cannot be used', () => {
  it('keeps repeated release ids as separate copies', () => {
    const result = collection(
      readDiscogsExport(
        csv(
          `${COLLECTION_HEADER}\nA1,X,Y,L,"LP",,1999,123,Uncategorized,2020-01-01 00:00:00,Mint (M),,first\nA1,X,Y,L,"LP",,1999,123,Shelf 2,2021-01-01 00:00:00,Good (G),No Cover,second\n`,
        ),
      ),
    );
    expect(result.copies.map((copy) => [copy.release.releaseId, copy.folder, copy.notes])).toEqual([
      ['123', 'Uncategorized', 'first'],
      ['123', 'Shelf 2', 'second'],
    ]);
  });

  it('lists bad rows with line numbers and Spanish reasons, and keeps the good ones', () => {
    const result = collection(
      readDiscogsExport(
        csv(
          `${COLLECTION_HEADER}\nA,X,Y,L,LP,,1999,abc,,,,,\nB,X,Y,L,LP,9,1999,5,,,,,\nC,X,Y,L,LP,,1999,6,,,Shiny,,\nD,X,Y,L,LP,,1999,7,,,,,\n`,
        ),
      ),
    );
    expect(result.copies.map((copy) => copy.release.releaseId)).toEqual(['7']);
    expect(result.problems).toEqual([
      { line: 2, reason: 'El identificador de Discogs (release_id) «abc» no es válido.' },
      { line: 3, reason: 'La valoración «9» no es válida: debe ser un número del 0 al 5.' },
      { line: 4, reason: 'El estado «Shiny» no está en la escala de Discogs.' },
    ]);
  });

  it('reads extra Collection columns as custom fields', () => {
    const result = collection(
      readDiscogsExport(
        csv(
          `${COLLECTION_HEADER},Collection Purchased At,Collection Color\nA,X,Y,L,LP,4,1999,8,Jazz,2020-05-06 07:08:09,,,,Tienda Lola,Rojo\n`,
        ),
      ),
    );
    expect(result.customFieldNames).toEqual(['Purchased At', 'Color']);
    expect(result.copies[0]).toMatchObject({
      rating: 4,
      folder: 'Jazz',
      customFields: { 'Purchased At': 'Tienda Lola', Color: 'Rojo' },
    });
  });

  it('refuses a file without release_id, an empty file, a binary file and broken quoting', () => {
    expect(() => readDiscogsExport(csv('Artist,Title\nX,Y\n'))).toThrow(ImportFileError);
    expect(() => readDiscogsExport(Buffer.alloc(0))).toThrow('El archivo está vacío.');
    expect(() => readDiscogsExport(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]))).toThrow(
      'El archivo no es un CSV válido',
    );
    expect(() => readDiscogsExport(csv(`${COLLECTION_HEADER}\n"A,X,Y\n`))).toThrow('no es un CSV válido');
  });
});

describe('parseDateAdded', () => {
  it('reads the export format as UTC and refuses impossible dates', () => {
    expect(parseDateAdded('2026-10-05 12:23:02')).toBe(Date.UTC(2026, 9, 5, 12, 23, 2));
    expect(parseDateAdded('2024-02-31 00:00:00')).toBeNull();
    expect(parseDateAdded('')).toBeNull();
    expect(parseDateAdded('yesterday')).toBeNull();
  });
});
