import type { InstanceFigures } from '@surcos/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () =>
  import('@surcos/contracts/admin').then((contracts) => contracts.InstanceFiguresSchema);

export const figuresQueryOptions = () =>
  itemQueryOptions<InstanceFigures, readonly ['admin-figures']>(
    scopedKey('admin-figures'),
    '/api/admin/figures',
    loadSchema,
  );

/** Cifras: the instance at a glance. */
export function useFigures() {
  return useQuery(figuresQueryOptions());
}
