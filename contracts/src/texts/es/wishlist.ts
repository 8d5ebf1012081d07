export const wishlist = {
  add: 'Añadir a wishlist',
  remove: 'Quitar de wishlist',
  added: 'Álbum añadido a tu wishlist.',
  removed: 'Álbum quitado de tu wishlist.',
  removeEntry: 'Quitar',
  /** Read after 'Quitar': "Quitar Kind of Blue de la wishlist". */
  removeEntryTarget: (name: string) => `${name} de la wishlist`,
  gridLabel: 'Álbumes en tu wishlist',
  empty: 'No hay álbumes en tu wishlist.',
};
