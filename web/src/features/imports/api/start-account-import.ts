import { type AccountImportBody, ImportJobSchema, type ImportJob } from '@surcos/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

export const startAccountImport = (body: AccountImportBody): Promise<ImportJob> =>
  apiPost('/api/imports/account', body, { schema: ImportJobSchema });

export function useStartAccountImport() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: startAccountImport,
    onSuccess: (job) => applyOperation('import.progress', { importId: job.id }),
  });
}
