import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () => import('@surcos/contracts/copies').then((contracts) => contracts.FolderListSchema);

export const foldersQueryOptions = () =>
  itemQueryOptions(scopedKey('copy-folders'), '/api/me/folders', loadSchema);

/** The user's folders with how many copies each holds. */
export function useFolders() {
  return useQuery(foldersQueryOptions());
}
