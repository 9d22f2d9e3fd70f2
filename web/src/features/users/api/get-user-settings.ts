import type { UserSettings } from '@lead-manager/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/user/settings */
const getUserSettings = () => apiGet<UserSettings>(QK.userSettings);

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: [QK.userSettings], queryFn: getUserSettings });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
