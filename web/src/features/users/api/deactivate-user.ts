import type { User } from '@lead-manager/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** DELETE /api/users/{id}: the account can no longer sign in; its sessions end at once. */
const deactivateUser = (id: number) => apiRequest<User>('DELETE', `${QK.users}/${id}`);

export function useDeactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: [QK.users] }),
  });
}
