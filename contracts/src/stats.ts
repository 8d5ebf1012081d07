import { z } from 'zod';

export { PRICE_CURRENCY, STATS_CURRENCIES, type StatsCurrency } from './stats-currencies.ts';

/** How many entries each breakdown keeps, the largest first (docs/decisions/015-statistics.md). */
export const STATS_TOP = {
  genres: 15,
  styles: 15,
  formats: 10,
  labels: 10,
  countries: 15,
  artists: 10,
} as const;

const count = z.number().int().nonnegative();

/** One bar of a breakdown: a name and how many albums (or copies) have it. */
export const StatsBucketSchema = z.object({ name: z.string(), count });
export type StatsBucket = z.infer<typeof StatsBucketSchema>;

const buckets = z.array(StatsBucketSchema);

/**
 * A collection in figures. `own` is the signed-in user's /stats and counts
 * their copies too; `public` is what anyone reading their profile sees: the
 * albums alone, as the profile lists them. Unknown values are left out of
 * every breakdown.
 */
export const StatsSchema = z.object({
  scope: z.enum(['own', 'public']),
  albums: count,
  /** The copies on the shelf; null in the public version (copies are their owner's). */
  copies: count.nullable(),
  value: z.object({
    /** The sum of lowest prices: per copy in `own`, per album in `public`. */
    total: z.number().nonnegative(),
    currency: z.string(),
    /** Albums that have a lowest price. */
    pricedAlbums: count,
    /** Their copies; null in the public version. */
    pricedCopies: count.nullable(),
  }),
  /**
   * Albums each breakdown cannot place, so the page can say what its charts
   * leave out ('48 discos sin género'); prices are in `value.pricedAlbums`.
   */
  missing: z.object({
    genre: count,
    style: count,
    year: count,
    country: count,
    label: count,
  }),
  genres: buckets,
  styles: buckets,
  /** Albums in `public`; copies in `own` (two copies of one LP are two LPs on the shelf). */
  formats: buckets,
  labels: buckets,
  countries: buckets,
  artists: buckets,
  /** Albums by decade of release (1970 = the seventies), oldest first. */
  decades: z.array(z.object({ decade: z.number().int(), count })),
  /** Albums added per month ('2024-03', UTC), oldest first, with the empty months between. */
  months: z.array(z.object({ month: z.string(), count })),
});
export type Stats = z.infer<typeof StatsSchema>;
