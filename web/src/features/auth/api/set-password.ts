import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/set-password: the one-time link's token and the chosen password. */
const setPassword = (input: { token: string; password: string }) =>
  apiRequest<null>('POST', '/api/auth/set-password', input);

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
