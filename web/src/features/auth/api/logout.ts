import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/auth/logout: ends the session; every cached answer is dropped. */
const logout = () => apiRequest<void>('POST', '/api/auth/logout');

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Flip to the sign-in page first, then forget everything the signed-in user loaded.
      client.setQueryData([QK.me], null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== QK.me });
    },
  });
}
