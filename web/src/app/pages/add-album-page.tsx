import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
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
      <PageHeading title={texts.pages.addAlbum}>
        <Link to="/scan" className={buttonClasses('secondary')}>
          {texts.scan.scanInstead}
        </Link>
      </PageHeading>
      <AlbumSearch wishlistAction={wishlistAction} />
      <section aria-labelledby="anadir-a-mano" className="mt-10 flex max-w-xl flex-col items-start gap-3">
        <h2 id="anadir-a-mano" className="text-xl font-bold">
          {texts.addAlbum.byHand.offer}
        </h2>
        <p className="text-fg-muted">{texts.addAlbum.byHand.offerText}</p>
        <Link to="/add-album/by-hand" className={buttonClasses('secondary')}>
          {texts.addAlbum.byHand.link}
        </Link>
      </section>
    </>
  );
}
