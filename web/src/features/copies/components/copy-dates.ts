/** The local calendar day of an instant, as a date input writes it ('2024-03-09'). */
export function dateInputOf(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The instant to send for a date input's day. An unchanged day keeps the
 * copy's own instant (or none: the server's now, for a new copy added
 * today); a new day is its local noon, which no time zone moves to another day.
 */
export function isoOfDateInput(day: string, original: string | undefined): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  if (day === dateInputOf(original ?? new Date().toISOString())) return original;
  const noon = new Date(`${day}T12:00:00`);
  return Number.isNaN(noon.getTime()) ? day : noon.toISOString();
}
