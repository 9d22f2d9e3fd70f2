import type { Lead } from '@lead-manager/contracts/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/leads/{id}: one lead, e.g. the existing one Add Lead found. */
export const fetchLead = (id: number) => apiGet<Lead>(`${QK.leads}/${id}`);

/** Under the leads root, so every event that refreshes the lists refreshes the lead's page too. */
const leadQueryOptions = (id: number) =>
  queryOptions({ queryKey: [QK.leads, 'one', id], queryFn: () => fetchLead(id) });

export function useLead(id: number) {
  return useQuery(leadQueryOptions(id));
}
