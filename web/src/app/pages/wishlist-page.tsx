import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AlbumMatches } from '../../features/matches/components/album-matches.tsx';
import { WishlistGrid } from '../../features/wishlist/components/wishlist-grid.tsx';
import { texts } from '@surcos/contracts/texts';

export function WishlistPage() {
  return (
    <>
      <PageHeading title={texts.pages.wishlist}>
        <Link to="/matches" className={buttonClasses('secondary')}>
          {texts.matches.link}
        </Link>
      </PageHeading>
      <WishlistGrid extraOf={(entry) => <AlbumMatches albumId={entry.id} side="owners" />} />
    </>
  );
}
