import { PRICE_CURRENCY, type Stats, type StatsBucket } from '@surcos/contracts/stats';
import type { BucketRow, DecadeRow, MissingRow, MonthRow, StatsTotalsRow } from './stats.repository.ts';

export interface StatsRows {
  totals: StatsTotalsRow;
  missing: MissingRow;
  genres: BucketRow[];
  styles: BucketRow[];
  formats: BucketRow[];
  labels: BucketRow[];
  countries: BucketRow[];
  artists: BucketRow[];
  decades: DecadeRow[];
  months: MonthRow[];
}

/** A month gap longer than this is left as it is rather than filled with empty bars. */
const MAX_FILLED_MONTHS = 600;

const buckets = (rows: BucketRow[]): StatsBucket[] =>
  rows.map((row) => ({ name: row.bucket, count: Number(row.count) }));

const monthIndex = (month: string) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return year * 12 + number - 1;
};
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every month from the first add to the last, the empty ones too, so the chart's time runs evenly. */
function filledMonths(rows: MonthRow[]): Stats['months'] {
  const counts = new Map(rows.map((row) => [row.month, Number(row.count)]));
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  const [from, to] = [monthIndex(first.month), monthIndex(last.month)];
  if (to - from >= MAX_FILLED_MONTHS)
    return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
  return Array.from({ length: to - from + 1 }, (_, offset) => {
    const month = monthOf(from + offset);
    return { month, count: counts.get(month) ?? 0 };
  });
}

/** Public figures never carry the copies: they are their owner's. */
export function presentStats(scope: Stats['scope'], rows: StatsRows): Stats {
  const { totals } = rows;
  const isOwn = scope === 'own';
  return {
    scope,
    albums: Number(totals.albums),
    copies: isOwn ? Number(totals.units) : null,
    value: {
      total: Math.round(Number(totals.value) * 100) / 100,
      currency: PRICE_CURRENCY,
      pricedAlbums: Number(totals.priced_albums),
      pricedCopies: isOwn ? Number(totals.priced_units) : null,
    },
    missing: {
      genre: Number(rows.missing.genre),
      style: Number(rows.missing.style),
      year: Number(rows.missing.year),
      country: Number(rows.missing.country),
      label: Number(rows.missing.label),
    },
    genres: buckets(rows.genres),
    styles: buckets(rows.styles),
    formats: buckets(rows.formats),
    labels: buckets(rows.labels),
    countries: buckets(rows.countries),
    artists: buckets(rows.artists),
    decades: rows.decades.map((row) => ({ decade: Number(row.decade), count: Number(row.count) })),
    months: filledMonths(rows.months),
  };
}
