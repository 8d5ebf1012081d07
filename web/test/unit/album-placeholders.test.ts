import { NO_NOTES, NOT_AVAILABLE, UNKNOWN, shownField } from '@surcos/contracts/album-placeholders';
import * as en from '@surcos/contracts/texts/en';
import * as es from '@surcos/contracts/texts/es';
import { describe, expect, it } from 'vitest';
import { speakNow } from '../../src/lib/language.ts';

describe('shownField', () => {
  it('shows a stored placeholder in the reader’s language, read when shown', () => {
    speakNow('en', en);
    expect([UNKNOWN, NO_NOTES, NOT_AVAILABLE].map(shownField)).toEqual([
      'Unknown',
      'No notes',
      'Not available',
    ]);
    speakNow('es', es);
    expect([UNKNOWN, NO_NOTES, NOT_AVAILABLE].map(shownField)).toEqual([
      'Desconocido',
      'Sin notas',
      'No disponible',
    ]);
  });

  it('passes any other value through as stored, words that merely look alike included', () => {
    speakNow('en', en);
    for (const value of ['Miles Davis', '1959', '', 'desconocido', ' Desconocido', 'Desconocido, Columbia'])
      expect(shownField(value)).toBe(value);
  });
});
