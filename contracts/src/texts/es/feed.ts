import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const feed = {
  label: 'Novedades de los usuarios que sigues',
  empty:
    'Todavía no hay novedades. Sigue a otros usuarios para ver aquí los álbumes y las colecciones que añadan.',
  album: 'Álbum',
  collection: 'Colección',
  addedBy: 'Añadido por',
  createdBy: 'Creada por',
  signIn: 'Inicia sesión para ver las novedades de los usuarios que sigues.',
  imported: (name: string, count: number) =>
    plural(locale, count, { one: `${name} importó 1 disco`, other: (n) => `${name} importó ${n} discos` }),
  import: 'Importación',
  albums: 'Álbumes',
  added: (name: string, count: number) =>
    plural(locale, count, { one: `${name} añadió 1 disco`, other: (n) => `${name} añadió ${n} discos` }),
  onWishlist: '¡Está en tu wishlist!',
  onWishlistCount: (count: number) =>
    plural(locale, count, { one: '¡Uno está en tu wishlist!', other: (n) => `¡${n} están en tu wishlist!` }),
  /** A post of an account on another server the user follows. */
  remote: 'En otro servidor',
  remoteOpen: 'Ver la publicación en su servidor',
  remoteImage: (address: string) => `Imagen de la publicación de ${address}`,
  /** What travels to followers on other servers (a post's text, after the member's name). */
  postAdded: (album: string, artist: string) => `añadió «${album}» de ${artist}`,
  postPublished: (collection: string) => `publicó la colección «${collection}»`,
  postImported: (count: number) =>
    plural(locale, count, { one: 'importó 1 disco', other: (n) => `importó ${n} discos` }),
};
