import type { CreateLead, Lead } from '@lead-manager/contracts/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/leads → 201 Lead; leads, counts and dashboard stats refresh, since each shows the new lead. */
const createLead = (input: CreateLead) => apiRequest<Lead>('POST', QK.leads, input);

export function useCreateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: () => {
      for (const root of [QK.leads, QK.leadCounts, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
