import type { Privacy } from '../../privacy.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const collections = {
  add: 'Añadir colección',
  listLabel: 'Mis colecciones',
  empty: 'No has añadido ninguna colección todavía.',
  privacy: { public: 'Pública', private: 'Privada' } satisfies Record<Privacy, string>,
  createdBy: 'Creada por',
  /** Read instead of the cover previews: "Primeros álbumes de Jazz modal". */
  previewOf: (name: string) => `Primeros álbumes de ${name}`,
  albums: 'Álbumes',
  albumsOf: (name: string) => `Álbumes de ${name}`,
  noAlbums: 'Esta colección no tiene álbumes.',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado.',
  copyLinkFailed: 'No se pudo copiar el enlace. Cópialo desde la barra de direcciones.',
  /** A shared public collection's preview in other apps (Open Graph): "Colección de Ana · 12 álbumes". */
  shareDescription: (owner: string, albumCount: number) =>
    `Colección de ${owner} · ${plural(locale, albumCount, { one: '1 álbum', other: (n) => `${n} álbumes` })} en Surcos`,
  edit: 'Editar colección',
  delete: 'Eliminar colección',
  confirmDeletion: '¿Seguro que quieres eliminar esta colección?',
  confirmDeletionText: 'Los álbumes seguirán en tus álbumes.',
  confirmDelete: 'Eliminar',
  cancelDelete: 'Cancelar',
  loadFailed: 'Hubo un error al cargar la colección. Por favor, inténtalo de nuevo.',
  notFound: 'No se encontró la colección.',
  created: 'La colección se ha creado con éxito.',
  updated: 'La colección se ha actualizado con éxito.',
  deleted: 'La colección se ha eliminado con éxito.',
  createFailed: 'Hubo un error creando la colección. Por favor, inténtalo de nuevo.',
  updateFailed: 'Hubo un error actualizando la colección. Por favor, inténtalo de nuevo.',
  deleteFailed: 'Hubo un error eliminando la colección. Por favor, inténtalo de nuevo.',
  form: {
    name: 'Nombre',
    description: 'Descripción',
    descriptionHint: 'Opcional.',
    privacy: 'Privacidad',
    albums: 'Álbumes',
    albumsHint: 'Elige entre tus álbumes: pulsa un álbum para añadirlo o quitarlo.',
    searchAlbums: 'Buscar en mis álbumes',
    myAlbums: 'Tus álbumes',
    chosen: (count: number) =>
      count === 0
        ? 'Ningún álbum elegido.'
        : plural(locale, count, { one: '1 álbum elegido.', other: (n) => `${n} álbumes elegidos.` }),
    chosenList: 'Álbumes elegidos',
    unchoose: (name: string) => `Quitar ${name}`,
    create: 'Crear colección',
    save: 'Guardar cambios',
    cancel: 'Cancelar',
    nameAndAlbumRequired: 'La colección debe tener al menos un nombre y un álbum.',
  },
  /** 'Añadir a una colección' on an album page: one of the user's collections, or a new one. */
  addAlbum: {
    open: 'Añadir a una colección',
    title: 'Añadir a una colección',
    mine: 'Tus colecciones',
    none: 'Aún no tienes colecciones.',
    loadFailed: 'No se pudieron cargar tus colecciones.',
    newName: 'O crea una nueva',
    create: 'Crear y añadir',
    close: 'Cerrar',
    added: (name: string) => `Álbum añadido a «${name}».`,
    already: (name: string) => `Este álbum ya está en «${name}».`,
    created: (name: string) => `Colección «${name}» creada con este álbum.`,
  },
};
