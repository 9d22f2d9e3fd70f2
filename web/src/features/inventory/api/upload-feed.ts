import type { FeedRun } from '@lead-manager/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostText } from '@/lib/api-client';
import { QK } from '@/lib/query-client';
import { inventoryPath } from './get-inventory';

/** POST /api/dealerships/:id/inventory with the chosen file as text/csv: it becomes the store's stock. */
export function useUploadFeed(dealershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiPostText<FeedRun>(inventoryPath(dealershipId), text, 'text/csv'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QK.dealerships, dealershipId, 'inventory'] }),
  });
}
