import type { MarkNotificationsRead } from '@lead-manager/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/notifications/read with ids, or all. */
const markNotificationsRead = (body: MarkNotificationsRead) =>
  apiRequest<{ updated: number }>('POST', `${QK.notifications}/read`, body);

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: [QK.notifications] }),
  });
}
