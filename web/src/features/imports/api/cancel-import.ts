import { ImportJobSchema, type ImportJob } from '@surcos/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

export const cancelImport = (id: string): Promise<ImportJob> =>
  apiPost(`/api/imports/${encodeURIComponent(id)}/cancel`, {}, { schema: ImportJobSchema });

export function useCancelImport() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: cancelImport,
    onSuccess: (job) => applyOperation('import.finish', { importId: job.id }),
  });
}
