import type { DealershipSettings } from '@lead-manager/contracts/dealerships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/dealerships/{id} → the store's profile, hours and sending identity. */
const getDealershipSettings = (id: number) => apiGet<DealershipSettings>(`${QK.dealerships}/${id}`);

const dealershipSettingsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [QK.dealerships, id], queryFn: () => getDealershipSettings(id) });

export function useDealershipSettings(id: number | undefined) {
  return useQuery({ ...dealershipSettingsQueryOptions(id ?? 0), enabled: id !== undefined });
}
