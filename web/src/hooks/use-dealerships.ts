import type { Dealership } from '@lead-manager/contracts/dealerships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/dealerships: shared by the shell selector and every dealership badge. */
const getDealerships = () => apiGet<Dealership[]>(QK.dealerships);

export const dealershipsQueryOptions = () =>
  queryOptions({ queryKey: [QK.dealerships], queryFn: getDealerships });

export function useDealerships() {
  return useQuery(dealershipsQueryOptions());
}

export function useDealership(id: number | null | undefined) {
  const { data } = useDealerships();
  return data?.find((d) => d.id === id);
}
