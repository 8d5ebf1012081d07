import type { ReportPage } from '@surcos/contracts/reports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () => import('@surcos/contracts/reports').then((contracts) => contracts.ReportPageSchema);

export type ReportFilter = 'open' | 'all';

export const reportsQueryOptions = (state: ReportFilter) =>
  pagedQueryOptions(
    scopedKey('admin-reports', state),
    pageFetcher<ReportPage>('/api/admin/reports', loadSchema, { state }),
  );

/** Denuncias: the open ones, or all of them. */
export function useReports(state: ReportFilter) {
  return useInfiniteQuery(reportsQueryOptions(state));
}
