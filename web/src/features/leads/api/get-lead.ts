import type { Lead } from '@lead-manager/contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/leads/{id}: one lead, e.g. the existing one Add Lead found. */
export const fetchLead = (id: number) => apiGet<Lead>(`${QK.leads}/${id}`);

/** The lead's details as the server reads them now, with the stock unit its vehicle of interest names. */
export function useLeadDetails(id: number) {
  return useQuery({ queryKey: [QK.leads, id, 'details'], queryFn: () => fetchLead(id) });
}
