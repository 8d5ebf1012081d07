/**
 * Lower case without accents, so 'Camarón' matches 'camaron'. The server stores albums' search and
 * sort texts folded by it; the web app folds the same way when it searches My albums on the device.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
