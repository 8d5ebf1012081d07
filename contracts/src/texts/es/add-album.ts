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
  /** 'Añadir a mano': a record the catalogue lacks, described by its member for themselves. */
  byHand: {
    offer: '¿No está en el catálogo?',
    offerText: 'Añádelo a mano con sus datos. Será tu descripción: nadie más lo añade desde ella.',
    link: 'Añadir a mano',
    intro:
      'Escribe lo que sepas del disco. Lo verás en Mis álbumes como los demás; quien te siga lo verá en tu perfil, pero su ficha es solo tuya.',
    name: 'Título',
    artist: 'Artista',
    year: 'Año',
    yearHint: 'Cuatro cifras, por ejemplo 1977.',
    label: 'Sello',
    catalogNumber: 'Número de catálogo',
    format: 'Formato',
    formatHint: 'Como lo escribe Discogs, por ejemplo «Vinyl, LP, Album» o «CD».',
    country: 'País',
    genre: 'Género',
    add: 'Añadir a mis álbumes',
    save: 'Guardar cambios',
    cancel: 'Cancelar',
    added: 'Disco añadido a mano a tus álbumes.',
    saved: 'Cambios guardados.',
    failed: 'No se pudo guardar el disco. Inténtalo de nuevo.',
    /** On its page, for its maker. */
    badge: 'Añadido a mano por ti',
    edit: 'Editar datos',
  },
};
