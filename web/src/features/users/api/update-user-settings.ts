import type { UserSettings } from '@lead-manager/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/user/settings (partial) → the saved settings. */
const updateUserSettings = (input: Partial<UserSettings>) =>
  apiRequest<UserSettings>('POST', QK.userSettings, input);

export function useUpdateUserSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: (saved) => client.setQueryData([QK.userSettings], saved),
  });
}
