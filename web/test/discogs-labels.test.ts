import { DEFAULT_FOLDER, MEDIA_CONDITIONS, SLEEVE_CONDITIONS } from '@surcos/contracts/copies';
import { describe, expect, it } from 'vitest';
import { folderLabel, gradeLabel } from '../src/lib/discogs-labels.ts';

describe("Discogs' values in Spanish", () => {
  it('says every Discogs media and sleeve grade in Spanish, keeping its abbreviation', () => {
    const labels = SLEEVE_CONDITIONS.map(gradeLabel);
    expect(labels).toEqual([
      'Nuevo (M)',
      'Casi nuevo (NM o M-)',
      'Muy bueno+ (VG+)',
      'Muy bueno (VG)',
      'Bueno+ (G+)',
      'Bueno (G)',
      'Aceptable (F)',
      'Malo (P)',
      'Genérica',
      'Sin graduar',
      'Sin funda',
    ]);
    expect(MEDIA_CONDITIONS.every((grade) => gradeLabel(grade) !== grade)).toBe(true);
  });

  it("names Discogs' default folder 'Sin carpeta' and the member's own folders as they are", () => {
    expect(folderLabel(DEFAULT_FOLDER)).toBe('Sin carpeta');
    expect(folderLabel('Primeras ediciones')).toBe('Primeras ediciones');
    expect(folderLabel('constructor')).toBe('constructor');
    expect(gradeLabel('toString')).toBe('toString');
  });
});
