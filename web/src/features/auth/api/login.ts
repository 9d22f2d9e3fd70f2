import type { Me } from '@lead-manager/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

type LoginInput = { email: string; password: string };

/** POST /api/auth/login: sets the session cookie and answers the user. */
const login = (input: LoginInput) => apiRequest<Me>('POST', '/api/auth/login', input);

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      client.setQueryData([QK.me], me);
    },
  });
}
