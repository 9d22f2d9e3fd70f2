import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** DELETE /api/leads/{id} (admins): the lead and everything hanging off it. */
const deleteLead = (id: number) => apiRequest<void>('DELETE', `${QK.leads}/${id}`);

export function useDeleteLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: () => {
      for (const root of [QK.leads, QK.leadCounts, QK.conversations, QK.appointments, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
