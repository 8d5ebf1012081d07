import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@surcos/contracts/limits';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveGrid, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { isRateLimited } from '../../../lib/rate-limit-retry.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAlbumSearch } from '../api/search-albums.ts';
import { SearchResultCard, type WishlistAction } from './search-result-card.tsx';

/** SPEC.md §5 and §9: search once typing has stopped for 1 second. */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * Add album: search the music database by artist or album. There is no form,
 * so Enter submits nothing; the search runs by itself once typing pauses.
 */
export function AlbumSearch({ wishlistAction }: { wishlistAction?: WishlistAction } = {}) {
  // Explorar's 'Buscar «…» en el catálogo' arrives with its search (`?q=`), which runs at once.
  const [searchParams] = useSearchParams();
  const [input, setInput] = useState(() => (searchParams.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH));
  const text = input.trim();
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const isTooShort = text.length < SEARCH_QUERY_MIN_LENGTH;
  const isActive = !isTooShort && query.length >= SEARCH_QUERY_MIN_LENGTH;
  const search = useAlbumSearch(query, { enabled: isActive });

  // SPEC.md §5: a card with no id or no name is not shown; a later page may repeat a hit.
  const results = uniqueById(
    (search.data?.pages ?? []).flatMap((page) => page.results).filter((result) => result.id && result.name),
  );

  // Shown while it waits to ask again by itself (failureReason) and after it gives up (error).
  const rateLimited = isRateLimited(search.error) || isRateLimited(search.failureReason);

  return (
    <div className="flex flex-col gap-6">
      <div role="search" className="max-w-xl">
        <TextField
          label={texts.addAlbum.searchLabel}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          hint={isTooShort ? texts.addAlbum.minLength : undefined}
        />
      </div>

      {!isActive ? null : rateLimited && results.length === 0 ? (
        <ErrorState
          message={texts.addAlbum.rateLimited}
          // While it retries by itself the message is enough; once it gives up the user may ask again.
          onRetry={search.isError ? () => void search.refetch() : undefined}
          isRetrying={search.isFetching}
        />
      ) : (
        <PagedList
          query={search}
          itemCount={results.length}
          emptyMessage={texts.lists.noAlbumsFound}
          loading={<SleeveGridSkeleton count={10} label={texts.addAlbum.searching} />}
          // Each page is a music-database request: only when asked.
          isAutomatic={false}
        >
          <SleeveGrid label={texts.addAlbum.results}>
            {results.map((result) => (
              <li key={result.id}>
                <SearchResultCard result={result} wishlistAction={wishlistAction} />
              </li>
            ))}
          </SleeveGrid>
        </PagedList>
      )}
    </div>
  );
}

function uniqueById<Item extends { id: string }>(items: Item[]): Item[] {
  const byId = new Map<string, Item>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}
