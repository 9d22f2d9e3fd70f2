import type { BulkLeadResult, BulkLeadUpdate } from '@lead-manager/contracts/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/leads/bulk: one change to the selected leads (those outside the user's stores are left alone). */
const bulkUpdateLeads = (body: BulkLeadUpdate) =>
  apiRequest<BulkLeadResult>('POST', `${QK.leads}/bulk`, body);

export function useBulkUpdateLeads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateLeads,
    onSuccess: () => {
      for (const root of [QK.leads, QK.leadCounts, QK.conversations, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
