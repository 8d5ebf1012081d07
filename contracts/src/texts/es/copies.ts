import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const copies = {
  section: 'Mis copias',
  empty: 'No tienes ninguna copia de este álbum.',
  loadFailed: 'No se pudieron cargar tus copias.',
  retry: 'Reintentar',
  /** Each copy's heading: "Copia 2". */
  copyTitle: (position: number) => `Copia ${position}`,
  /** Beside the cover: how many copies, each in a line, and a link down to 'Mis copias'. */
  summary: {
    label: 'Resumen de tus copias',
    count: (count: number) =>
      plural(locale, count, { one: 'Tienes 1 copia', other: (n) => `Tienes ${n} copias` }),
    media: 'Disco',
    sleeve: 'Funda',
    details: 'Ver y editar tus copias',
  },
  add: 'Añadir copia',
  /** 'Otras ediciones': a copy moved to the pressing it really is. */
  moveHere: 'Mover mi copia aquí',
  moveCopyHere: (position: number) => `Mover la copia ${position} aquí`,
  moved: (name: string) => `Copia movida a esta edición de «${name}».`,
  notAnEdition: 'Solo puedes mover una copia a otra edición del mismo disco.',
  edit: 'Editar copia',
  remove: 'Eliminar copia',
  editTitle: 'Editar copia',
  addTitle: 'Añadir copia',
  save: 'Guardar',
  cancel: 'Cancelar',
  fields: {
    folder: 'Carpeta',
    newFolder: 'Nombre de la nueva carpeta',
    mediaCondition: 'Estado del disco',
    sleeveCondition: 'Estado de la funda',
    rating: 'Valoración',
    notes: 'Notas',
    addedAt: 'Fecha en que lo añadiste',
    customFields: 'Campos propios',
    customFieldName: 'Nombre del campo',
    customFieldValue: 'Valor del campo',
  },
  newFolderOption: 'Nueva carpeta…',
  /**
   * Discogs' grades and default folder as a reader of this catalogue reads them. They are stored,
   * sent by the API and exported exactly as Discogs writes them (PRODUCT.md, difference 14).
   */
  discogsGrades: {
    'Mint (M)': 'Nuevo (M)',
    'Near Mint (NM or M-)': 'Casi nuevo (NM o M-)',
    'Very Good Plus (VG+)': 'Muy bueno+ (VG+)',
    'Very Good (VG)': 'Muy bueno (VG)',
    'Good Plus (G+)': 'Bueno+ (G+)',
    'Good (G)': 'Bueno (G)',
    'Fair (F)': 'Aceptable (F)',
    'Poor (P)': 'Malo (P)',
    Generic: 'Genérica',
    'Not Graded': 'Sin graduar',
    'No Cover': 'Sin funda',
  },
  discogsFolders: {
    Uncategorized: 'Sin carpeta',
  },
  noCondition: 'Sin indicar',
  ratingNone: 'Sin valorar',
  ratingValue: (stars: number) =>
    plural(locale, stars, { one: '1 estrella', other: (n) => `${n} estrellas` }),
  addCustomField: 'Añadir campo',
  removeCustomField: (name: string) => (name ? `Quitar el campo ${name}` : 'Quitar este campo'),
  newFolderRequired: 'Escribe el nombre de la nueva carpeta.',
  confirmRemoval: '¿Seguro que quieres eliminar esta copia?',
  confirmRemove: 'Eliminar',
  cancelRemove: 'Cancelar',
  added: 'Copia añadida.',
  updated: 'Copia actualizada.',
  removed: 'Copia eliminada.',
  removedLast: 'Álbum eliminado de tus álbumes.',
  saveFailed: 'No se pudo guardar la copia. Inténtalo de nuevo.',
  removeFailed: 'No se pudo eliminar la copia. Inténtalo de nuevo.',
  formatInvalid: 'Ese formato no está entre los que se pueden filtrar.',
  conditionInvalid: 'El estado no está en la escala de Discogs.',
};
