import type { InventoryList, InventoryQuery } from '@lead-manager/contracts/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export const VEHICLES_PAGE_SIZE = 50;

export const inventoryPath = (dealershipId: number) => `${QK.dealerships}/${dealershipId}/inventory`;

/** GET /api/dealerships/:id/inventory: one page of the store's stock, and its feed's last run. */
const inventoryQueryOptions = (dealershipId: number, filter: InventoryQuery, page: number) =>
  queryOptions({
    queryKey: [QK.dealerships, dealershipId, 'inventory', filter, page],
    queryFn: () =>
      apiGet<InventoryList>(
        buildUrl(inventoryPath(dealershipId), { ...filter, page: page + 1, pageSize: VEHICLES_PAGE_SIZE }),
      ),
    placeholderData: keepPreviousData,
  });

export function useInventory(dealershipId: number | undefined, filter: InventoryQuery, page: number) {
  return useQuery({
    ...inventoryQueryOptions(dealershipId ?? 0, filter, page),
    enabled: dealershipId !== undefined,
  });
}
