import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** POST /api/user/password */
const changePassword = (input: ChangePasswordInput) => apiRequest<void>('POST', '/api/user/password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
