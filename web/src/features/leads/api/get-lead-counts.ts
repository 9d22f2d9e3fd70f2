import type { LeadCounts } from '@lead-manager/contracts/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type LeadCountsQuery = {
  dealershipId?: 'all' | number;
  search?: string;
  source?: string;
  test?: 'only';
  assignedUserId?: string;
};

/** GET /api/leads/counts → per-status counts for the count cards and the status filter. */
const getLeadCounts = (query: LeadCountsQuery) => apiGet<LeadCounts>(buildUrl(QK.leadCounts, query));

const leadCountsQueryOptions = (query: LeadCountsQuery) =>
  queryOptions({
    queryKey: [QK.leadCounts, query],
    queryFn: () => getLeadCounts(query),
    placeholderData: keepPreviousData,
  });

export function useLeadCounts(query: LeadCountsQuery) {
  return useQuery(leadCountsQueryOptions(query));
}
