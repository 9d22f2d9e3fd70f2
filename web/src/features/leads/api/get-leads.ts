import type { Lead } from '@lead-manager/contracts/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type LeadsQuery = {
  dealershipId?: 'all' | number;
  status?: string;
  source?: string;
  /** `only`: the test leads alone (left out otherwise). */
  test?: 'only';
  search?: string;
  /** `me`, `none` or a user's id; absent = every owner. */
  assignedUserId?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
};

/** GET /api/leads → one page of leads and the total (X-Total-Count). */
const getLeads = async (query: LeadsQuery) => {
  try {
    return await apiGetPage<Lead>(buildUrl(QK.leads, query));
  } catch (error) {
    console.error('Failed to fetch leads', error);
    throw error;
  }
};

export const leadsQueryOptions = (query: LeadsQuery) =>
  queryOptions({
    queryKey: [QK.leads, query],
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });

export function useLeads(query: LeadsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadsQueryOptions(query), enabled: options.enabled ?? true });
}
