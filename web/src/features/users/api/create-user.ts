import type { CreatedUser, CreateUser } from '@lead-manager/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/users: without a password the person gets an invitation e-mail. */
const createUser = (input: CreateUser) => apiRequest<CreatedUser>('POST', QK.users, input);

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: [QK.users] }),
  });
}
