import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AlbumSearch } from '../../features/albums/components/album-search.tsx';
import { texts } from '@surcos/contracts/texts';

export function AddAlbumPage() {
  return (
    <>
      <PageHeading title={texts.pages.addAlbum} />
      <AlbumSearch />
    </>
  );
}
