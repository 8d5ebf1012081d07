import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AlbumMatches } from '../../features/matches/components/album-matches.tsx';
import { WishlistGrid } from '../../features/wishlist/components/wishlist-grid.tsx';
import { texts } from '@surcos/contracts/texts';

export function WishlistPage() {
  return (
    <>
      <PageHeading title={texts.pages.wishlist}>
        <ButtonLink to="/matches" variant="secondary">
          {texts.matches.link}
        </ButtonLink>
      </PageHeading>
      <WishlistGrid extraOf={(entry) => <AlbumMatches albumId={entry.id} side="owners" />} />
    </>
  );
}
