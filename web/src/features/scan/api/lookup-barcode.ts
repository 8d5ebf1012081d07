import type { BarcodeLookup } from '@surcos/contracts/scan';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { rateLimitRetry } from '../../../lib/rate-limit-retry.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';
import { codeKey } from '../lib/barcode-reads.ts';

const loadSchema = () => import('@surcos/contracts/scan').then((contracts) => contracts.BarcodeLookupSchema);

/** One verdict per code however it was read (a UPC-A and its EAN-13 ask once). */
export const barcodeLookupQueryOptions = (code: string) => ({
  ...itemQueryOptions<BarcodeLookup, readonly ['scan', string]>(
    scopedKey('scan', codeKey(code)),
    `/api/music/barcode/${encodeURIComponent(code)}`,
    loadSchema,
  ),
  ...rateLimitRetry,
  // A verdict changes only through the facts that make it stale; a shop's list is not asked again on focus.
  staleTime: Infinity,
});

export function useBarcodeLookup(code: string) {
  return useQuery(barcodeLookupQueryOptions(code));
}
