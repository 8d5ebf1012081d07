export const explore = {
  /** SPEC.md gives Explorar's box the label of Añadir álbum's; its description says what this one searches. */
  searchLabel: 'Buscar por artista o álbum',
  searchHint: 'Solo entre los discos que alguien tiene en Surcos, sus colecciones y sus usuarios.',
  albums: 'Álbumes',
  collections: 'Colecciones',
  users: 'Usuarios',
  noAlbums: 'No hay álbumes disponibles.',
  noCollections: 'No hay colecciones disponibles.',
  noCollectionsFound: 'No se encontraron colecciones.',
  /** Explorar found nothing owned: the search goes on in the music database, on Añadir álbum. */
  searchCatalogue: (q: string) => `Buscar «${q}» en el catálogo`,
  /** A member with no albums yet: the first screen's next steps. */
  welcome: {
    title: 'Empieza tu colección',
    text: 'Trae tus discos de Discogs, añade el primero desde el catálogo o escanea su código de barras.',
    importDiscogs: 'Importar tu colección de Discogs',
    addFirst: 'Añadir tu primer disco',
    scan: 'Escanear un disco',
  },
  /** Beside a visitor's login form: what Surcos is, and a glimpse of what members share. */
  landing: {
    title: 'Tu colección de discos, con tus amigos',
    pitch: [
      'Guarda tus discos con sus copias, carpetas y estado, como en Discogs.',
      'Importa tu colección de Discogs y descubre quién tiene lo que buscas.',
      'Comparte colecciones con un enlace, sin que nadie necesite cuenta.',
    ],
    recentAlbums: 'Añadidos hace poco',
    recentCollections: 'Colecciones públicas',
    loading: 'Cargando la actividad reciente…',
  },
};
