import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../src/lib/relative-time.ts';

const at = (local: string) => new Date(local).getTime();

describe('formatWhen', () => {
  const now = at('2024-05-10T12:00:00');

  it('says how long ago in Spanish within the last week', () => {
    expect(formatWhen(new Date(now - 20_000).toISOString(), now)?.short).toBe('ahora');
    expect(formatWhen(new Date(now - 5 * 60_000).toISOString(), now)?.short).toBe('hace 5 minutos');
    expect(formatWhen(new Date(now - 3 * 3_600_000).toISOString(), now)?.short).toBe('hace 3 horas');
    expect(formatWhen(new Date(at('2024-05-09T08:00:00')).toISOString(), now)?.short).toBe('ayer');
    expect(formatWhen(new Date(at('2024-05-06T20:00:00')).toISOString(), now)?.short).toBe('hace 4 días');
  });

  it('gives the date for anything older, and the exact moment as the full text', () => {
    const when = formatWhen(new Date(at('2024-04-01T09:30:00')).toISOString(), now);
    expect(when?.short).toBe('1 de abril de 2024');
    // The joining words between date and time vary with the ICU version.
    expect(when?.full).toMatch(/^1 de abril de 2024\b.*\b9:30$/);
  });

  it('reads a time slightly in the future as now, and ignores a malformed one', () => {
    expect(formatWhen(new Date(now + 60_000).toISOString(), now)?.short).toBe('ahora');
    expect(formatWhen('no es una fecha', now)).toBeNull();
  });
});
