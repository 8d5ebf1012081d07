import type { MyBarcodes } from '@surcos/contracts/scan';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () => import('@surcos/contracts/scan').then((contracts) => contracts.MyBarcodesSchema);

/**
 * The barcodes of the user's own albums and wishlist. The service worker
 * keeps the last answer (lib/offline/offline-routes.ts), so the scan page can
 * say "Ya lo tienes" without a connection.
 */
export const myBarcodesQueryOptions = () =>
  itemQueryOptions<MyBarcodes, readonly ['scan', 'mine']>(
    scopedKey('scan', 'mine'),
    '/api/me/barcodes',
    loadSchema,
  );

export function useMyBarcodes() {
  return useQuery(myBarcodesQueryOptions());
}
