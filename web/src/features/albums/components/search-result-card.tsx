import type { AlbumSearchPage } from '@surcos/contracts/albums';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SleeveCard } from '../../../components/ui/sleeve-card.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { texts } from '@surcos/contracts/texts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAddAlbum } from '../api/add-album.ts';
import { useRemoveAlbum } from '../api/remove-album.ts';
import { setWishedInSearches } from '../api/search-albums.ts';

export type SearchHit = AlbumSearchPage['results'][number];

/** The wishlist button of a hit the user does not own, composed by the page (another feature's). */
export type WishlistAction = (
  hit: SearchHit,
  state: { isWishlisted: boolean; onToggled: (isWishlisted: boolean) => void },
) => ReactNode;

/**
 * A search hit with what tells pressings apart (year, label, format, country,
 * catalogue number), its 'Añadir' button and, until it is the user's, a
 * wishlist one. Once added the button says 'Añadido' and keeps focus: it is
 * marked unavailable rather than disabled, which would drop focus to the page.
 */
export function SearchResultCard({
  result,
  wishlistAction,
}: {
  result: SearchHit;
  wishlistAction?: WishlistAction;
}) {
  const addAlbum = useAddAlbum();
  const { buttonRef, send } = useToastedRequest();
  const once = useSingleFlight();
  const queryClient = useQueryClient();
  const isAdded = result.owned || addAlbum.isSuccess;

  const removeAlbum = useRemoveAlbum();

  // 'Deshacer' takes the fresh ownership (and its one copy) away, which takes its feed card too. An add
  // that took the album off the wishlist offers none: the wish would not come back as it was.
  const handleAdd = () =>
    send(
      () => addAlbum.mutateAsync(result.id),
      texts.addAlbum.success,
      result.wishlisted
        ? undefined
        : async () => {
            await removeAlbum.mutateAsync(result.id);
            addAlbum.reset();
          },
    );

  return (
    <SleeveCard
      albumId={result.id}
      name={result.name}
      artist={result.artist}
      image={result.image}
      details={[result.year, result.label, result.format, result.country, result.catalogNumber]}
      action={
        <div className="flex flex-col gap-2 [&>button]:w-full">
          <Button
            ref={buttonRef}
            variant={isAdded ? 'secondary' : 'primary'}
            aria-disabled={isAdded || undefined}
            className={isAdded ? 'cursor-default' : ''}
            isLoading={addAlbum.isPending}
            onClick={isAdded ? undefined : () => void once(handleAdd)}
          >
            {isAdded ? texts.addAlbum.added : texts.addAlbum.add}{' '}
            <span className="sr-only">{result.name}</span>
          </Button>
          {!isAdded && wishlistAction
            ? wishlistAction(result, {
                isWishlisted: result.wishlisted,
                onToggled: (wishlisted) => setWishedInSearches(queryClient, result.id, wishlisted),
              })
            : null}
        </div>
      }
    />
  );
}
