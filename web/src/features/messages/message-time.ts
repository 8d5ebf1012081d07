import { dateTimeFormat } from '@surcos/contracts/intl';
const timeOnly = () => dateTimeFormat({ hour: '2-digit', minute: '2-digit' });
const dayAndTime = () =>
  dateTimeFormat({
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
const fullDate = () => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
const fullDateAndTime = () => dateTimeFormat({ dateStyle: 'full', timeStyle: 'short' });

export interface MessageTime {
  /** '12:34' today, '3 may, 12:34' this year, '3 may 2023, 12:34' before. */
  short: string;
  /** For a tooltip: 'miércoles, 3 de mayo de 2023, 12:34'. */
  full: string;
}

/** A chat timestamp: short when it is recent, with the date once it is not from today. */
export function formatMessageTime(iso: string, now: number = Date.now()): MessageTime | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const today = new Date(now);
  const full = fullDateAndTime().format(date);
  if (date.toDateString() === today.toDateString()) return { short: timeOnly().format(date), full };
  if (date.getFullYear() === today.getFullYear()) return { short: dayAndTime().format(date), full };
  return { short: fullDate().format(date), full };
}
