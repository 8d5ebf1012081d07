import { SEARCH_QUERY_MIN_LENGTH } from '../../limits.ts';

export const addAlbum = {
  searchLabel: 'Buscar por artista o álbum',
  minLength: `Escribe al menos ${SEARCH_QUERY_MIN_LENGTH} caracteres.`,
  searching: 'Buscando…',
  results: 'Resultados de la búsqueda',
  rateLimited: 'Demasiadas peticiones a Discogs. Intenta de nuevo en unos segundos.',
  add: 'Añadir',
  added: 'Añadido',
  success: 'Álbum añadido a tus álbumes.',
};
