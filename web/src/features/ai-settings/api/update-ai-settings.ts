import type { AiSettings, UpdateAiSettings } from '@lead-manager/contracts/ai-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** PATCH /api/ai-settings/{dealershipId} → the saved settings. */
const updateAiSettings = ({ dealershipId, ...patch }: UpdateAiSettings & { dealershipId: number }) =>
  apiRequest<AiSettings>('PATCH', `${QK.aiSettings}/${dealershipId}`, patch);

export function useUpdateAiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAiSettings,
    onSuccess: (saved) => client.setQueryData([QK.aiSettings, saved.dealershipId], saved),
  });
}
