import type { StoreMember } from '@lead-manager/contracts/lead-assignment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/dealerships/{id}/members: who may own the store's leads. */
const getStoreMembers = (dealershipId: number) =>
  apiGet<StoreMember[]>(`${QK.dealerships}/${dealershipId}/members`);

const storeMembersQueryOptions = (dealershipId: number) =>
  queryOptions({
    queryKey: [QK.dealerships, dealershipId, 'members'],
    queryFn: () => getStoreMembers(dealershipId),
  });

export function useStoreMembers(dealershipId: number) {
  return useQuery(storeMembersQueryOptions(dealershipId));
}
