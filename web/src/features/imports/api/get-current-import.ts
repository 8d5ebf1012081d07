import type { CurrentImport } from '@surcos/contracts/imports';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () =>
  import('@surcos/contracts/imports').then((contracts) => contracts.CurrentImportSchema);

export const currentImportQueryOptions = () => ({
  queryKey: scopedKey('imports', 'current'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<CurrentImport>('/api/imports/current', { signal, schema: loadSchema }),
});

const isActive = (data: CurrentImport | undefined) =>
  data?.job
    ? ['planning', 'queued', 'running', 'paused'].includes(data.job.state) || data.job.detailsPending > 0
    : false;

/**
 * The user's latest import. Progress facts refresh it; while a file is
 * planned or an import runs it is also asked again every few seconds, in
 * case a fact was missed.
 */
export function useCurrentImport() {
  return useQuery({
    ...currentImportQueryOptions(),
    refetchInterval: (query) => (isActive(query.state.data) ? 3000 : false),
  });
}
