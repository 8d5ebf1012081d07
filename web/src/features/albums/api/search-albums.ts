import type { AlbumSearchPage } from '@surcos/contracts/albums';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { numberedQueryOptions } from '../../../lib/query-options.ts';
import { rateLimitRetry } from '../../../lib/rate-limit-retry.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/albums').then((contracts) => contracts.AlbumSearchPageSchema);

/**
 * One cache entry per query (SPEC.md §5): an older query's answer lands in its
 * own entry and can never replace the results of the newest one.
 */
export const albumSearchQueryOptions = (q: string) => ({
  ...numberedQueryOptions(scopedKey('album-search', q), '/api/music/search', loadSchema, { q }),
  // Every search spends the music database's request budget: reuse answers for a while.
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  ...rateLimitRetry,
});

export function useAlbumSearch(q: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...albumSearchQueryOptions(q), enabled });
}

/** Every cached search that shows this album, with `change` applied to its hit. */
function updateHitInSearches(
  queryClient: QueryClient,
  albumId: string,
  change: Partial<AlbumSearchPage['results'][number]>,
): void {
  queryClient.setQueriesData<InfiniteData<AlbumSearchPage>>(
    { queryKey: scopedKey('album-search') },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((result) =>
                result.id === albumId ? { ...result, ...change } : result,
              ),
            })),
          }
        : data,
  );
}

/** After adding or removing, every cached search that shows this album says so. */
export function setOwnedInSearches(queryClient: QueryClient, albumId: string, owned: boolean): void {
  updateHitInSearches(queryClient, albumId, { owned });
}

/** After wishing for it from a search, or no longer: a search shown again says so too. */
export function setWishedInSearches(queryClient: QueryClient, albumId: string, wishlisted: boolean): void {
  updateHitInSearches(queryClient, albumId, { wishlisted });
}
