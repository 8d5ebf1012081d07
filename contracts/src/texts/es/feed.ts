export const feed = {
  label: 'Novedades de los usuarios que sigues',
  empty:
    'Todavía no hay novedades. Sigue a otros usuarios para ver aquí los álbumes y las colecciones que añadan.',
  album: 'Álbum',
  collection: 'Colección',
  addedBy: 'Añadido por',
  createdBy: 'Creada por',
  signIn: 'Inicia sesión para ver las novedades de los usuarios que sigues.',
  imported: (name: string, count: number) => `${name} importó ${count} ${count === 1 ? 'disco' : 'discos'}`,
  import: 'Importación',
  albums: 'Álbumes',
  added: (name: string, count: number) => `${name} añadió ${count} ${count === 1 ? 'disco' : 'discos'}`,
  onWishlist: '¡Está en tu wishlist!',
  onWishlistCount: (count: number) =>
    count === 1 ? '¡Uno está en tu wishlist!' : `¡${count} están en tu wishlist!`,
};
