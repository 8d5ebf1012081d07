import type { ResolveReportBody } from '@surcos/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateFacts } from '../../../lib/realtime/stale-queries.ts';

export const resolveReport = (id: string, body: ResolveReportBody): Promise<null> =>
  apiPost(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, body);

/** Dismiss, hide the content, or suspend whose it is; the admin lists refresh afterwards. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveReportBody }) => resolveReport(id, body),
    onSuccess: () => invalidateFacts(queryClient, [['moderation.changed']]),
  });
}
