import { ImportJobSchema, type ImportJob } from '@surcos/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { postFile } from './send-file.ts';

/**
 * Sends a file for its preview: the server accepts it at once and plans it
 * in the background; the current import (a job 'planning', then 'ready')
 * carries the preview as it fills in. Nothing is saved until it starts.
 */
export const previewImport = (file: File): Promise<ImportJob> =>
  postFile(`/api/imports/preview?name=${encodeURIComponent(file.name)}`, file, ImportJobSchema);

export function usePreviewImport() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: previewImport,
    onSuccess: (job) => applyOperation('import.progress', { importId: job.id }),
  });
}
