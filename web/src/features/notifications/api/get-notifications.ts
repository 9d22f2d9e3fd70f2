import type { NotificationList } from '@lead-manager/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/notifications: the newest notices and the unread count the bell shows. */
const getNotifications = () => apiGet<NotificationList>(QK.notifications);

const notificationsQueryOptions = () =>
  queryOptions({ queryKey: [QK.notifications], queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
