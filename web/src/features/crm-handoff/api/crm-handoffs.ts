import type { CrmHandoff } from '@lead-manager/contracts/crm-handoffs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** A hand-off still waiting for its e-mail: the list asks again this often until none is. */
const WHILE_QUEUED_MS = 5_000;

/** GET /api/leads/{id}/crm-handoffs, under the leads root (LEAD_UPDATED refreshes it). */
const crmHandoffsQueryOptions = (leadId: number) =>
  queryOptions({
    queryKey: [QK.leads, leadId, 'crm-handoffs'],
    queryFn: () => apiGet<CrmHandoff[]>(`${QK.leads}/${leadId}/crm-handoffs`),
    // No realtime event tells when an e-mail went: a queued hand-off is asked about again until it settles.
    refetchInterval: (query) =>
      query.state.data?.some((h) => h.status === 'queued') ? WHILE_QUEUED_MS : false,
  });

export function useCrmHandoffs(leadId: number) {
  return useQuery(crmHandoffsQueryOptions(leadId));
}

/** POST /api/crm-handoffs/{id}/send-again (admins and managers). */
export function useSendHandoffAgain(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<CrmHandoff>('POST', `/api/crm-handoffs/${id}/send-again`),
    onSuccess: () => client.invalidateQueries({ queryKey: [QK.leads, leadId, 'crm-handoffs'] }),
  });
}
