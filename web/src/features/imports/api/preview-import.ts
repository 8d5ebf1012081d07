import { ImportPreviewSchema, type ImportPreview } from '@surcos/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { postFile } from './send-file.ts';

/** What importing the file would do; the server saves nothing. */
export const previewImport = (file: Blob): Promise<ImportPreview> =>
  postFile('/api/imports/preview', file, ImportPreviewSchema);

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
