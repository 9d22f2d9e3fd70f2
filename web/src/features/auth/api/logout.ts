import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/auth/logout: clears the session; every cached answer is dropped. */
export const logout = () => apiRequest<void>('POST', '/api/auth/logout');

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      client.clear();
      client.setQueryData([QK.me], null);
    },
  });
}
