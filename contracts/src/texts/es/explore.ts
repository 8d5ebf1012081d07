export const explore = {
  searchLabel: 'Buscar por artista o álbum',
  albums: 'Álbumes',
  collections: 'Colecciones',
  users: 'Usuarios',
  noAlbums: 'No hay álbumes disponibles.',
  noCollections: 'No hay colecciones disponibles.',
  noCollectionsFound: 'No se encontraron colecciones.',
};
