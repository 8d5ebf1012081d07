import type { WishlistEntry } from '@surcos/contracts/wishlist';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveCard } from '../../../components/ui/sleeve-card.tsx';
import { SLEEVE_COLUMNS, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { VirtualGrid } from '../../../components/ui/virtual-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';
import { useWishlist } from '../api/get-wishlist.ts';

/** The user's wishlist: each entry links to its album and can be taken off with 'Quitar'. */
export function WishlistGrid({
  extraOf,
}: {
  /** More under each entry (the page adds 'Lo tienen:'). */
  extraOf?: (entry: WishlistEntry) => ReactNode;
}) {
  const wishlist = useWishlist();
  const items = pagedItems(wishlist.data).filter((entry) => entry.id && entry.name);

  return (
    <PagedList
      query={wishlist}
      itemCount={items.length}
      emptyMessage={texts.wishlist.empty}
      loading={<SleeveGridSkeleton />}
    >
      <VirtualGrid
        items={items}
        keyOf={(entry) => entry.id}
        renderItem={(entry) => <WishlistCard entry={entry} extra={extraOf?.(entry)} />}
        label={texts.wishlist.gridLabel}
        isOpenEnded={wishlist.hasNextPage}
        {...SLEEVE_COLUMNS}
      />
    </PagedList>
  );
}

function WishlistCard({ entry, extra }: { entry: WishlistEntry; extra?: ReactNode }) {
  const remove = useRemoveFromWishlist();
  const { send } = useToastedRequest();
  const once = useSingleFlight();

  const handleRemove = () => send(() => remove.mutateAsync(entry.id), texts.wishlist.removed);

  return (
    <SleeveCard
      albumId={entry.id}
      name={entry.name}
      artist={entry.artist}
      image={entry.image}
      details={[entry.year, entry.genre, entry.label]}
      to={`/album/${encodeURIComponent(entry.id)}`}
      extra={extra}
      action={
        <Button
          variant="secondary"
          className="w-full"
          isLoading={remove.isPending}
          onClick={() => void once(handleRemove)}
        >
          {texts.wishlist.removeEntry}{' '}
          <span className="sr-only">{texts.wishlist.removeEntryTarget(entry.name)}</span>
        </Button>
      }
    />
  );
}
