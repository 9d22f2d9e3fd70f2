import type { Lead, UpdateLead } from '@lead-manager/contracts/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** PATCH /api/leads/{id} (Mark Priority sends { priority: true }). */
const updateLead = ({ id, ...patch }: UpdateLead & { id: number }) =>
  apiRequest<Lead>('PATCH', `${QK.leads}/${id}`, patch);

export function useUpdateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: () => {
      for (const root of [QK.leads, QK.leadCounts, QK.conversations, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
