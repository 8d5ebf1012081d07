import { ImportJobSchema, type ImportJob } from '@surcos/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { postFile } from './send-file.ts';

export const startImport = (file: File): Promise<ImportJob> =>
  postFile(`/api/imports?name=${encodeURIComponent(file.name)}`, file, ImportJobSchema);

export function useStartImport() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (job) => applyOperation('import.progress', { importId: job.id }),
  });
}
