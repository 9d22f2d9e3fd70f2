import type { InventoryFeed } from '@lead-manager/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';
import { inventoryPath } from './get-inventory';

/** PUT /api/dealerships/:id/inventory/feed (admins): the address fetched on a schedule, or null for none. */
export function useSetFeedUrl(dealershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      apiRequest<InventoryFeed>('PUT', `${inventoryPath(dealershipId)}/feed`, { url }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QK.dealerships, dealershipId, 'inventory'] }),
  });
}
