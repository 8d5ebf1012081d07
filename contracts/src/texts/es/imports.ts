import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const imports = {
  fileEmpty: 'El archivo está vacío.',
  fileTooLarge: 'El archivo es demasiado grande: el máximo es 20 MB.',
  tooManyRows: 'El archivo tiene demasiadas filas: el máximo es 50.000.',
  notCsv: 'El archivo no es un CSV válido. Sube la exportación de Discogs tal como la descargaste.',
  noReleaseId:
    'El archivo no tiene la columna release_id: no parece una exportación de colección o wantlist de Discogs.',
  noRows: 'El archivo no tiene ninguna fila de discos.',
  badReleaseId: (value: string) =>
    value
      ? `El identificador de Discogs (release_id) «${value}» no es válido.`
      : 'Falta el identificador de Discogs (release_id).',
  badRating: (value: string) => `La valoración «${value}» no es válida: debe ser un número del 0 al 5.`,
  badCondition: (value: string) => `El estado «${value}» no está en la escala de Discogs.`,
  alreadyRunning:
    'Ya tienes una importación en curso. Espera a que termine o cancélala antes de empezar otra.',
  jobNotFound: 'No se encontró la importación.',
  usernameRequired: 'Escribe tu nombre de usuario de Discogs.',
  usernameInvalid: 'El nombre de usuario de Discogs no es válido.',
  accountNotFound: (username: string) => `Discogs no tiene ningún usuario llamado «${username}».`,
  accountPrivate:
    'La colección de este usuario es privada. Añade tu token personal de Discogs para importarla.',
  discogsUnavailable:
    'Discogs no responde en este momento. La importación está en pausa y seguirá sola en unos minutos.',
  discogsBusy:
    'Discogs pide ir más despacio: demasiadas peticiones. La importación está en pausa y seguirá sola en un minuto.',
  alreadyThere: 'Ya estaba en tu colección.',
  alreadyWished: 'Ya estaba en tu lista de deseos.',
  ownedNotWished: 'Ya lo tienes en tu colección: no se añade a la lista de deseos.',
  notImported: 'No importado: la importación se canceló antes.',
  releaseUnknown: (releaseId: string) =>
    `Discogs no conoce la publicación ${releaseId}: esta fila no se importó.`,
  onlyYourDescription:
    'Discogs no conoce esta publicación: la copia se queda con tu descripción, que solo tú ves como el disco.',
  planningInterrupted: 'La lectura del archivo se interrumpió. Vuelve a subirlo: no se guardó nada.',
  planned: (rows: number) =>
    plural(locale, rows, {
      one: '1 fila leída hasta ahora…',
      other: (n) => `${n} filas leídas hasta ahora…`,
    }),
  rowNotSaved: 'No se pudo guardar esta fila: la base de datos la rechazó. Las demás siguieron.',
  jobStopped:
    'La importación se detuvo tras varios intentos fallidos. Lo ya importado se queda; vuelve a intentarlo más tarde.',
  /** What an import cut to fit a copy's limits, named in the row's line of the report. */
  limits: {
    folder: 'la carpeta (máximo 80 caracteres)',
    notes: 'las notas (máximo 2000 caracteres)',
    fieldName: 'el nombre de un campo propio (máximo 60 caracteres)',
    fieldValue: 'el valor de un campo propio (máximo 500 caracteres)',
    fieldCount: 'los campos propios (máximo 20)',
    title: 'el título (máximo 500 caracteres)',
    artist: 'el artista (máximo 500 caracteres)',
    label: 'el sello (máximo 500 caracteres)',
    formats: 'los formatos (máximo 20, de 500 caracteres)',
    catalogNumbers: 'los números de catálogo (máximo 20, de 500 caracteres)',
  },
  trimmed: (parts: readonly string[]) => `Importado, pero se recortó ${parts.join(', ')}.`,
  results: { added: 'añadido', skipped: 'ya estaba', failed: 'error', pending: 'no importado' },
  page: {
    title: 'Importar desde Discogs',
    link: 'Importar desde Discogs',
    intro:
      'Sube la exportación de tu colección o de tu lista de deseos de Discogs (un archivo CSV), o importa directamente desde tu cuenta de Discogs.',
    fileLabel: 'Archivo CSV exportado de Discogs',
    dropHint: 'Arrastra aquí el archivo o elígelo.',
    choose: 'Elegir archivo',
    reading: 'Leyendo el archivo…',
    previewTitle: 'Vista previa',
    kindCollection: 'Exportación de colección',
    kindWantlist: 'Exportación de lista de deseos',
    kindAccount: 'Cuenta de Discogs',
    rowsRecognised: 'Filas reconocidas',
    copiesToAdd: 'Copias que se añadirán',
    copiesAlreadyThere: 'Copias que ya tienes',
    wantsToAdd: 'Deseos que se añadirán',
    wantsAlreadyThere: 'Deseos que ya tienes',
    problemsTitle: 'Filas que no se pueden importar',
    noProblems: 'Todas las filas se pueden importar.',
    line: 'Línea',
    reason: 'Motivo',
    start: 'Importar',
    nothingToAdd: 'No hay nada nuevo que importar: todo ya está en Surcos.',
    progressLabel: 'Progreso de la importación',
    progress: (done: number, total: number) =>
      plural(locale, total, { one: `${done} de 1 fila`, other: (n) => `${done} de ${n} filas` }),
    /** With the detail lane: what Discogs is still to send, what came, what it does not know. */
    detailsPending: (count: number) =>
      plural(locale, count, {
        one: 'Faltan los detalles de 1 disco: Surcos los descarga de Discogs poco a poco, en segundo plano.',
        other: (n) =>
          `Faltan los detalles de ${n} discos: Surcos los descarga de Discogs poco a poco, en segundo plano.`,
      }),
    detailsFetched: (count: number, all: boolean) =>
      all
        ? plural(locale, count, {
            one: 'Detalles descargados de Discogs para el disco.',
            other: (n) => `Detalles descargados de Discogs para los ${n} discos.`,
          })
        : plural(locale, count, {
            one: '1 disco ya tiene sus detalles de Discogs.',
            other: (n) => `${n} discos ya tienen sus detalles de Discogs.`,
          }),
    detailsUnknown: (count: number) =>
      plural(locale, count, {
        one: 'Discogs no conoce 1 disco: se queda con los datos del CSV.',
        other: (n) => `Discogs no conoce ${n} discos: se quedan con los datos del CSV.`,
      }),
    /** Without it: nothing more will come, and the page says so. */
    detailsFileOnly: (fromAccount: boolean) =>
      `De cada disco se guardan solo los datos ${fromAccount ? 'de la lista de tu cuenta' : 'del CSV'} (artista, título, sello, formato, año y número de catálogo): este servidor no descarga los detalles de Discogs, como la portada, los géneros o las canciones.`,
    seeAlbums: 'Ver mis álbumes',
    seeWishlist: 'Ver mi wishlist',
    eta: (seconds: number) =>
      seconds < 60
        ? 'Menos de un minuto.'
        : plural(locale, Math.ceil(seconds / 60), { one: 'Un minuto.', other: (n) => `Unos ${n} minutos.` }),
    cancel: 'Cancelar',
    cancelKeeps: 'Lo que ya se haya importado se queda en tu colección.',
    states: {
      planning: 'Leyendo el archivo…',
      queued: 'En cola',
      running: 'Importando…',
      paused: 'En pausa',
      ready: 'Vista previa',
      done: 'Importación terminada',
      cancelled: 'Importación cancelada',
      failed: 'La importación falló',
    },
    summary: (copies: number, wants: number, skipped: number, failed: number) =>
      `Se añadieron ${plural(locale, copies, { one: '1 copia', other: (n) => `${n} copias` })} y ${plural(locale, wants, { one: '1 deseo', other: (n) => `${n} deseos` })}. ${plural(locale, skipped, { one: '1 ya estaba', other: (n) => `${n} ya estaban` })} y ${plural(locale, failed, { one: '1 fila tenía', other: (n) => `${n} filas tenían` })} errores.`,
    report: 'Descargar informe',
    another: 'Importar otro archivo',
    accountTitle: 'Importar desde tu cuenta de Discogs',
    username: 'Usuario de Discogs',
    token: 'Token personal (opcional, solo para colecciones privadas)',
    tokenHint: 'Se usa solo durante esta importación y no se guarda.',
    accountStart: 'Ver la vista previa de la cuenta',
  },
};
