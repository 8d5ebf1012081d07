import type { ReportInput } from '@surcos/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const createReport = (body: ReportInput): Promise<null> => apiPost('/api/reports', body);

/** 'Denunciar': nothing on the reporter's screen changes; the admins hear of it. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
