import type { DealershipSettings, UpdateDealership } from '@lead-manager/contracts/dealerships';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** PATCH /api/dealerships/{id} (admins) → the saved store. */
const updateDealership = ({ id, ...patch }: UpdateDealership & { id: number }) =>
  apiRequest<DealershipSettings>('PATCH', `${QK.dealerships}/${id}`, patch);

export function useUpdateDealership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDealership,
    onSuccess: (saved) => {
      client.setQueryData([QK.dealerships, saved.id], saved);
      // The list (selector, badges) shows the name.
      return client.invalidateQueries({ queryKey: [QK.dealerships], exact: true });
    },
  });
}
