import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** DELETE /api/leads/test: every test lead of the user's stores (managers and admins). */
const removeTestLeads = () => apiRequest<{ removed: number }>('DELETE', `${QK.leads}/test`);

export function useRemoveTestLeads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeTestLeads,
    onSuccess: () => {
      for (const root of [QK.leads, QK.leadCounts, QK.conversations, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
