import { PageHeading } from '../../components/ui/page-heading.tsx';
import { WishlistGrid } from '../../features/wishlist/components/wishlist-grid.tsx';
import { texts } from '@surcos/contracts/texts';

export function WishlistPage() {
  return (
    <>
      <PageHeading title={texts.pages.wishlist} />
      <WishlistGrid />
    </>
  );
}
