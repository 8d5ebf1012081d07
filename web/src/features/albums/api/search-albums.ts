import type { AlbumSearchPage } from '@surcos/contracts/albums';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { rateLimitRetry } from '../../../lib/rate-limit-retry.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/albums').then((contracts) => contracts.AlbumSearchPageSchema);

export const searchAlbums = (q: string, page: number, signal?: AbortSignal): Promise<AlbumSearchPage> =>
  apiGet(`/api/music/search?${new URLSearchParams({ q, page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const albumSearchRootKey = ['music', 'search'] as const;

/**
 * One cache entry per query (SPEC.md §5): an older query's answer lands in its
 * own entry and can never replace the results of the newest one.
 */
export const albumSearchQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...albumSearchRootKey, q] as const,
    queryFn: ({ pageParam, signal }) => searchAlbums(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AlbumSearchPage) => (last.hasMore ? last.page + 1 : undefined),
    // Every search spends the music database's request budget: reuse answers for a while.
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    ...rateLimitRetry,
  });

export function useAlbumSearch(q: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...albumSearchQueryOptions(q), enabled });
}

/** After adding or removing, every cached search that shows this album says so. */
export function setOwnedInSearches(queryClient: QueryClient, albumId: string, owned: boolean): void {
  queryClient.setQueriesData<InfiniteData<AlbumSearchPage>>({ queryKey: albumSearchRootKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((result) => (result.id === albumId ? { ...result, owned } : result)),
          })),
        }
      : data,
  );
}
