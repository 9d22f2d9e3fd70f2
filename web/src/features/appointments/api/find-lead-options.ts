import type { Lead } from '@lead-manager/contracts/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/leads?search=&limit=8: the lead picker of the appointment forms (no list of 100k options). */
const findLeadOptions = (dealershipId: 'all' | number, search: string) =>
  apiGetPage<Lead>(buildUrl(QK.leads, { dealershipId, search, limit: 8 }));

const leadOptionsQueryOptions = (dealershipId: 'all' | number, search: string) =>
  queryOptions({
    queryKey: [QK.leads, 'options', dealershipId, search],
    queryFn: () => findLeadOptions(dealershipId, search),
    placeholderData: keepPreviousData,
  });

export function useLeadOptions(dealershipId: 'all' | number, search: string, enabled: boolean) {
  return useQuery({ ...leadOptionsQueryOptions(dealershipId, search), enabled });
}
