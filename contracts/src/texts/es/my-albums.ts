import type { AlbumSort, MyAlbumSort } from '../../album-sorts.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const myAlbums = {
  searchLabel: 'Buscar en mis álbumes',
  add: 'Añadir álbum',
  gridLabel: 'Mis álbumes',
  empty: 'No has añadido ningún álbum todavía.',
  /** Under a card when the user has more than one copy of it. */
  copyCount: (count: number) => plural(locale, count, { one: '1 copia', other: (n) => `${n} copias` }),
  filtersLabel: 'Filtrar mis álbumes',
  folderFilter: 'Carpeta',
  formatFilter: 'Formato',
  conditionFilter: 'Estado del disco',
  anyFolder: 'Todas las carpetas',
  anyFormat: 'Todos los formatos',
  anyCondition: 'Cualquier estado',
  /** The button that opens and closes the panel of filters. */
  filterButton: 'Filtrar',
  activeFiltersLabel: 'Filtros activos',
  /** A chip's button: what it removes. */
  removeFilter: (filter: string) => `Quitar filtro: ${filter}`,
  chip: (name: string, value: string) => `${name}: ${value}`,
  clearFilters: 'Limpiar filtros',
  viewLabel: 'Vista',
  gridView: 'Cuadrícula',
  tableView: 'Tabla',
  /** The table view's column headers. */
  columns: {
    artist: 'Artista',
    title: 'Título',
    label: 'Sello',
    catalogNumber: 'Nº de catálogo',
    format: 'Formato',
    grade: 'Estado',
    addedAt: 'Añadido',
  },
  /** An empty cell of the table, read out as such. */
  emptyCell: 'Sin datos',
  /** My albums' own orders, offered after Explorar's (lists.sorts). */
  sorts: {
    dateAddedAsc: 'Más antiguos',
    artistNoArticleAsc: 'Artista (A-Z, sin «The», «Los», «Las»)',
    labelAsc: 'Sello (A-Z)',
    gradeDesc: 'Estado (mejor primero)',
    ratingDesc: 'Mi valoración (mejor primero)',
  } satisfies Record<Exclude<MyAlbumSort, AlbumSort>, string>,
};
