import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AlbumSearch } from '../../features/albums/components/album-search.tsx';
import { es } from '../../i18n/es.ts';

export function AddAlbumPage() {
  return (
    <>
      <PageHeading title={es.pages.addAlbum} />
      <AlbumSearch />
    </>
  );
}
