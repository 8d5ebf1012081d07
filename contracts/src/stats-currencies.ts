// No zod: the statistics page, which a visitor's profile page loads, reads these.

/**
 * The currency of the music database's lowest prices: Discogs quotes its
 * marketplace in US dollars unless a token's account says otherwise, and the
 * bundled catalog was taken that way.
 */
export const PRICE_CURRENCY = 'USD';

/**
 * The currencies a member can choose to read the value in. No exchange rate
 * is known to Surcos, so a value is shown converted only when it is already
 * in the chosen currency; otherwise it stays in its own, and says so.
 */
export const STATS_CURRENCIES = ['EUR', 'USD'] as const;
export type StatsCurrency = (typeof STATS_CURRENCIES)[number];
