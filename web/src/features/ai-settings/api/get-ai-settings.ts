import type { AiSettings } from '@lead-manager/contracts/ai-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/ai-settings/{dealershipId} → saved settings or the defaults. */
const getAiSettings = (dealershipId: number) => apiGet<AiSettings>(`${QK.aiSettings}/${dealershipId}`);

const aiSettingsQueryOptions = (dealershipId: number) =>
  queryOptions({ queryKey: [QK.aiSettings, dealershipId], queryFn: () => getAiSettings(dealershipId) });

export function useAiSettings(dealershipId: number | undefined) {
  return useQuery({ ...aiSettingsQueryOptions(dealershipId ?? 0), enabled: dealershipId !== undefined });
}
