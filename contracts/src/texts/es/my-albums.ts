export const myAlbums = {
  searchLabel: 'Buscar en mis álbumes',
  add: 'Añadir álbum',
  gridLabel: 'Mis álbumes',
  empty: 'No has añadido ningún álbum todavía.',
  /** Under a card when the user has more than one copy of it. */
  copyCount: (count: number) => (count === 1 ? '1 copia' : `${count} copias`),
  filtersLabel: 'Filtrar mis álbumes',
  folderFilter: 'Carpeta',
  formatFilter: 'Formato',
  conditionFilter: 'Estado del disco',
  anyFolder: 'Todas las carpetas',
  anyFormat: 'Todos los formatos',
  anyCondition: 'Cualquier estado',
};
