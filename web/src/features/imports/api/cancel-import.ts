import { ImportJobSchema, type ImportJob } from '@surcos/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/**
 * A POST on one import that answers the job: 'cancel' it, or 'start' a
 * listed account after its preview; then what it changed is refreshed.
 */
function useImportAction(action: 'cancel' | 'start') {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: (id: string): Promise<ImportJob> =>
      apiPost(`/api/imports/${encodeURIComponent(id)}/${action}`, {}, { schema: ImportJobSchema }),
    onSuccess: (job) =>
      applyOperation(action === 'cancel' ? 'import.finish' : 'import.progress', { importId: job.id }),
  });
}

export const useCancelImport = () => useImportAction('cancel');

/** 'Importar' after a listed account's preview. */
export const useConfirmImport = () => useImportAction('start');
