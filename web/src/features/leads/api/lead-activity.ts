import type { LeadActivity } from '@lead-manager/contracts/lead-activity';
import type { CreateLeadNote, LeadNote } from '@lead-manager/contracts/leads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/leads/{id}/activity: the lead's timeline, newest first (under the leads root: LEAD_UPDATED refreshes it). */
const leadActivityQueryOptions = (leadId: number) =>
  queryOptions({
    queryKey: [QK.leads, leadId, 'activity'],
    queryFn: () => apiGet<LeadActivity[]>(`${QK.leads}/${leadId}/activity`),
  });

export function useLeadActivity(leadId: number) {
  return useQuery(leadActivityQueryOptions(leadId));
}

/** POST /api/leads/{id}/notes */
export function useAddLeadNote(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeadNote) => apiRequest<LeadNote>('POST', `${QK.leads}/${leadId}/notes`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [QK.leads, leadId, 'activity'] }),
  });
}
