/**
 * Explorar lists what everybody shares: albums somebody owns (with the album
 * list's query and page, see albums.ts), public collections (collections.ts)
 * and users (users.ts), each searched with the same text and paged alike.
 */
export const EXPLORE_SECTIONS = ['albums', 'collections', 'users'] as const;
export type ExploreSection = (typeof EXPLORE_SECTIONS)[number];
