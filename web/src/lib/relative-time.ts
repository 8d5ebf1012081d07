import { dateTimeFormat, relativeTimeFormat } from '@surcos/contracts/intl';
const relative = () => relativeTimeFormat({ numeric: 'auto' });
const calendarDate = () => dateTimeFormat({ dateStyle: 'long' });
const fullDate = () => dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Past a week, 'hace 12 días' is harder to place than the date itself. */
const RELATIVE_DAYS = 7;

export interface WhenText {
  /** 'hace 5 minutos', 'ayer', 'hace 3 días', or '1 de mayo de 2024'. */
  short: string;
  /** The exact moment, for a tooltip: '1 de mayo de 2024 a las 12:00'. */
  full: string;
}

/**
 * When something happened, in Spanish the way people say it. A time slightly
 * in the future (another device's clock) reads as just now.
 */
export function formatWhen(iso: string, now: number = Date.now()): WhenText | null {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const elapsed = Math.max(0, now - time);
  const full = fullDate().format(date);

  if (elapsed < MINUTE_MS) return { short: relative().format(0, 'second'), full };
  if (elapsed < HOUR_MS)
    return { short: relative().format(-Math.floor(elapsed / MINUTE_MS), 'minute'), full };
  if (elapsed < DAY_MS) return { short: relative().format(-Math.floor(elapsed / HOUR_MS), 'hour'), full };
  // Days by the calendar, so 'ayer' means yesterday and not "24 to 48 hours ago".
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY_MS);
  if (days < RELATIVE_DAYS) return { short: relative().format(-Math.max(1, days), 'day'), full };
  return { short: calendarDate().format(date), full };
}

function startOfDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}
