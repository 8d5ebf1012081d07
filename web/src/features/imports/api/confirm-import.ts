import { ImportJobSchema, type ImportJob } from '@surcos/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** 'Importar' after a listed account's preview. */
export const confirmImport = (id: string): Promise<ImportJob> =>
  apiPost(`/api/imports/${encodeURIComponent(id)}/start`, {}, { schema: ImportJobSchema });

export function useConfirmImport() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: (job) => applyOperation('import.progress', { importId: job.id }),
  });
}
