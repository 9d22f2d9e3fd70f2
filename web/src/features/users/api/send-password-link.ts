import type { PasswordLinkResult } from '@lead-manager/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/users/{id}/reset-password: e-mails a one-time link (or returns it when no SMTP is set up). */
const sendPasswordLink = (id: number) =>
  apiRequest<PasswordLinkResult>('POST', `${QK.users}/${id}/reset-password`);

export function useSendPasswordLink() {
  return useMutation({ mutationFn: sendPasswordLink });
}
