export const nav = {
  label: 'Principal',
  menu: 'Menú',
  /** Read with 'Menú' when something behind it is new ('¡Nuevos!' in the feed, unread messages). */
  menuHasNews: 'Hay novedades',
  explore: 'Explorar',
  feed: 'Feed',
  albums: 'Albums',
  scan: 'Escanear',
  collections: 'Colecciones',
  followers: 'Seguidores',
  following: 'Siguiendo',
  messages: 'Mensajes',
  wishlist: 'Wishlist',
  profile: 'Perfil',
  admin: 'Administración',
  feedHasNew: '¡Nuevos!',
  /** Read after the entry name by screen readers: "Albums (3)". */
  badgeAccessible: (count: number) => `(${count})`,
  badgeVisible: (count: number) => (count > 99 ? '99+' : String(count)),
};
