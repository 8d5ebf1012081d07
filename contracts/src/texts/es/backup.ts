import { plural } from '../plural.ts';
import { locale } from './locale.ts';

/** What the backup and restore commands tell the operator. */
export const backup = {
  fileMissing: (file: string) => `No se encuentra el archivo de copia de seguridad ${file}.`,
  notABackup: (name: string) => `${name} no es una copia de seguridad de Surcos.`,
  damaged: (name: string) =>
    `La copia de seguridad ${name} está dañada o incompleta; no se ha cambiado nada.`,
  newerFormat: (name: string, version: number) =>
    `${name} usa la versión ${version} del formato de copia, más reciente que la que entiende esta versión de Surcos; actualiza Surcos para restaurarla.`,
  truncated: (name: string, bytes: number, expected: number) =>
    `La copia de seguridad ${name} está incompleta (${bytes} de ${expected} bytes de datos); no se ha cambiado nada.`,
  checksum: (name: string) =>
    `La copia de seguridad ${name} está dañada (su suma de comprobación no coincide); no se ha cambiado nada.`,
  targetNotEmpty: (where: string, rows: number, tables: number) =>
    `${where} ya tiene datos (${plural(locale, rows, { one: '1 fila', other: (n) => `${n} filas` })} en ${plural(locale, tables, { one: '1 tabla', other: (n) => `${n} tablas` })}). Restaura en una base de datos vacía, o usa --force para reemplazarlos.`,
  otherDialect: (backup: string, target: string) =>
    `Esta copia es de ${backup} y el destino es ${target}: restaura en el mismo tipo de base de datos.`,
  pgDumpFailed: (reason: string | null) => `pg_dump ha fallado: ${reason ?? 'no está instalado'}`,
  pgDumpMissing: 'pg_dump no está instalado (o no está en el PATH).',
  pgDumpTooOld: (tool: number, server: number) =>
    `pg_dump ${tool} es más antiguo que el servidor PostgreSQL ${server}.`,
  pgRestoreMissing:
    'Esta copia se hizo con pg_dump: para restaurarla hacen falta pg_restore y psql en el PATH (el paquete postgresql-client).',
  restoreFailed: (reason: string) => `La restauración ha fallado; no se ha cambiado nada.\n${reason}`,
  cannotConnect: (reason: string) => `No se puede conectar con PostgreSQL (DATABASE_URL): ${reason}`,
  logicalUnsupported: (what: string) =>
    `La exportación lógica no sabe copiar ${what}: instala pg_dump (postgresql-client) de la versión del servidor o más nueva.`,
  damagedLine: 'La copia de seguridad está dañada (una línea no es JSON válido); no se ha cambiado nada.',
  logicalUnknown: 'La copia de seguridad no tiene una exportación lógica que esta versión entienda.',
  otherSchema: (backup: string, target: string) =>
    `La copia es del esquema «${backup}» y DATABASE_URL usa «${target}»: restaura en un esquema con el mismo nombre.`,
  unknownTable: 'La copia de seguridad está dañada (filas de una tabla desconocida); no se ha cambiado nada.',
  missingRows: 'La copia de seguridad está incompleta (faltan filas); no se ha cambiado nada.',
  noDatabase: (file: string) => `No hay ninguna base de datos en ${file}: revisa DATA_DIR.`,
  cannotUnpack: 'La copia de seguridad está dañada (no se puede descomprimir); no se ha cambiado nada.',
  integrity: 'La base de datos de la copia no supera la comprobación de integridad; no se ha cambiado nada.',
  stillOpen: (file: string) =>
    `La base de datos ${file} sigue abierta en otro proceso: detén el servidor antes de restaurar.`,
};
