import { BULK_ALBUMS_MAX } from '../../limits.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

const discos = (count: number) => plural(locale, count, { one: '1 disco', other: (n) => `${n} discos` });
const copias = (count: number) => plural(locale, count, { one: '1 copia', other: (n) => `${n} copias` });

/** Choosing several records of My albums and acting on them at once, and undoing it. */
export const albumsBulk = {
  select: 'Seleccionar',
  cancelSelection: 'Cancelar selección',
  selectAll: 'Seleccionar todo (visible)',
  /** A card's or a row's checkbox. */
  selectAlbum: (name: string) => `Seleccionar ${name}`,
  selected: (count: number) =>
    plural(locale, count, { one: '1 seleccionado', other: (n) => `${n} seleccionados` }),
  actionsLabel: 'Acciones con los discos seleccionados',
  move: 'Mover a carpeta',
  collect: 'Añadir a colección',
  grade: 'Poner estado',
  remove: 'Eliminar',
  folderLabel: 'Carpeta',
  collectionLabel: 'Colección',
  gradeLabel: 'Estado del disco',
  noGrade: 'Sin estado',
  noCollections: 'Todavía no tienes colecciones.',
  apply: 'Aplicar',
  cancel: 'Cancelar',
  /** What a removal takes: '3 discos, 5 copias'; '2 copias con notas' when some carry notes. */
  removalSummary: (albums: number, copies: number, withNotes: number) =>
    [discos(albums), copias(copies), ...(withNotes > 0 ? [`${withNotes} con notas`] : [])].join(', '),
  confirmRemovalTitle: (albums: number) =>
    plural(locale, albums, {
      one: '¿Eliminar este disco de tus álbumes?',
      other: (n) => `¿Eliminar ${n} discos de tus álbumes?`,
    }),
  confirmRemovalDescription: (summary: string) => `Se eliminarán ${summary}.`,
  confirmRemove: 'Eliminar',
  moved: (albums: number, folder: string) =>
    plural(locale, albums, {
      one: `1 disco movido a ${folder}.`,
      other: (n) => `${n} discos movidos a ${folder}.`,
    }),
  collected: (albums: number, name: string) =>
    plural(locale, albums, {
      one: `1 disco añadido a ${name}.`,
      other: (n) => `${n} discos añadidos a ${name}.`,
    }),
  graded: (albums: number) => `Estado cambiado en ${discos(albums)}.`,
  removed: (summary: string) => `Eliminados: ${summary}.`,
  failed: 'No se pudo completar la acción. Inténtalo de nuevo.',
  /**
   * Removing one album whose copies are more than one, or hold notes or a
   * grade: what goes, under SPEC's question ('Se eliminarán sus 2 copias: 2
   * con estado, 1 con notas.'). Null when it is one plain copy.
   */
  albumRemovalDetail: (copies: number, graded: number, withNotes: number): string | null => {
    const parts = [
      ...(graded > 0 ? [`${graded} con estado`] : []),
      ...(withNotes > 0 ? [`${withNotes} con notas`] : []),
    ];
    if (copies <= 1 && parts.length === 0) return null;
    if (copies <= 1)
      return `Se eliminará su copia, con ${[graded > 0 ? 'estado' : '', withNotes > 0 ? 'notas' : ''].filter(Boolean).join(' y ')}.`;
    return `Se eliminarán sus ${copies} copias${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
  },
  /** The API's errors. */
  albumsRequired: 'Elige al menos un disco.',
  albumsTooMany: `Puedes elegir hasta ${BULK_ALBUMS_MAX} discos a la vez.`,
  actionInvalid: 'Acción no válida: elige mover, añadir a colección, poner estado o eliminar.',
  collectionFull: (max: number) => `La colección no puede tener más de ${max} álbumes.`,
  undoExpired: 'Ya no se puede deshacer: han pasado demasiados segundos o el aviso no es válido.',
};
