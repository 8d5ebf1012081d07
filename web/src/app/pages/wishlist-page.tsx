import { PageHeading } from '../../components/ui/page-heading.tsx';
import { WishlistGrid } from '../../features/wishlist/components/wishlist-grid.tsx';
import { es } from '../../i18n/es.ts';

export function WishlistPage() {
  return (
    <>
      <PageHeading title={es.pages.wishlist} />
      <WishlistGrid />
    </>
  );
}
