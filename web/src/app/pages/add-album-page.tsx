import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AlbumSearch } from '../../features/albums/components/album-search.tsx';
import type { WishlistAction } from '../../features/albums/components/search-result-card.tsx';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle.tsx';
import { texts } from '@surcos/contracts/texts';

const wishlistAction: WishlistAction = (hit, { isWishlisted, onToggled }) => (
  <WishlistToggle albumId={hit.id} isWishlisted={isWishlisted} label={hit.name} onToggled={onToggled} />
);

export function AddAlbumPage() {
  return (
    <>
      <PageHeading title={texts.pages.addAlbum} />
      <AlbumSearch wishlistAction={wishlistAction} />
    </>
  );
}
