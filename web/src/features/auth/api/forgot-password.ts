import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/forgot-password: always 204, whether or not the address has an account. */
const forgotPassword = (email: string) => apiRequest<null>('POST', '/api/auth/forgot-password', { email });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
