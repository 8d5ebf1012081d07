import { ALBUM_SORTS, type AlbumSort } from '@surcos/contracts/albums';
import { es } from '../i18n/es.ts';

/** The album orders Explorar and My albums offer, most recently added first (the default). */
export const SORT_OPTIONS: ReadonlyArray<{ value: AlbumSort; label: string }> = ALBUM_SORTS.map((value) => ({
  value,
  label: es.lists.sorts[value],
}));
