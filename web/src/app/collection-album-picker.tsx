import { AlbumPicker } from '../features/albums/components/album-picker.tsx';
import type { AlbumChoice } from '../features/collections/components/collection-form.tsx';
import { texts } from '@surcos/contracts/texts';

/** A collection holds the user's own albums: the add and edit pages give the form this picker. */
export function renderCollectionAlbumPicker(choice: AlbumChoice) {
  return (
    <AlbumPicker
      label={texts.collections.form.myAlbums}
      searchLabel={texts.collections.form.searchAlbums}
      {...choice}
    />
  );
}
