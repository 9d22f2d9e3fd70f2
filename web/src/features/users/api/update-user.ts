import type { UpdateUser, User } from '@lead-manager/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** PATCH /api/users/{id}: name, e-mail, role, stores, or `active: true` to bring an account back. */
const updateUser = ({ id, ...patch }: UpdateUser & { id: number }) =>
  apiRequest<User>('PATCH', `${QK.users}/${id}`, patch);

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: [QK.users] }),
  });
}
