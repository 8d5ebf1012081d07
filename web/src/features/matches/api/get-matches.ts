import type { MatchesPage } from '@surcos/contracts/matches';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/matches').then((contracts) => contracts.MatchesPageSchema);

export const matchesQueryOptions = () =>
  pagedQueryOptions(scopedKey('matches', 'people'), pageFetcher<MatchesPage>('/api/me/matches', loadSchema));

/** Coincidencias: the followed users the user matches with, a page of people at a time. */
export function useMatches() {
  return useInfiniteQuery(matchesQueryOptions());
}
