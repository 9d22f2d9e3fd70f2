import type { Availability } from '@lead-manager/contracts/lead-assignment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET and PATCH /api/users/me/availability: the "on the floor" switch. */
const getAvailability = () => apiGet<Availability>(QK.availability);

const availabilityQueryOptions = () =>
  queryOptions({ queryKey: [QK.availability], queryFn: getAvailability });

export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}

export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Availability) => apiRequest<Availability>('PATCH', QK.availability, body),
    onSuccess: (saved) => {
      client.setQueryData([QK.availability], saved);
      // Coming on the floor may have picked up waiting leads.
      void client.invalidateQueries({ queryKey: [QK.leads] });
    },
  });
}
