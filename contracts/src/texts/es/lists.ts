import type { AlbumSort } from '../../album-sorts.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const lists = {
  onThisPage: 'En esta página',
  albumCount: (count: number) => plural(locale, count, { one: '1 álbum', other: (n) => `${n} álbumes` }),
  loading: 'Cargando…',
  loadMore: 'Cargar más',
  retry: 'Reintentar',
  sortLabel: 'Ordenar por',
  /** ALBUM_SORTS in the order the select offers them; the default first (PRODUCT.md 11). */
  sorts: {
    dateAddedDesc: 'Más recientes',
    artistAsc: 'Artista (A-Z)',
    artistDesc: 'Artista (Z-A)',
    nameAsc: 'Álbum (A-Z)',
    nameDesc: 'Álbum (Z-A)',
    yearDesc: 'Año (más recientes)',
    yearAsc: 'Año (más antiguos)',
    genreAsc: 'Género',
  } satisfies Record<AlbumSort, string>,
  noAlbumsFound: 'No se encontraron álbumes.',
};
