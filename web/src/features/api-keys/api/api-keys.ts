import type { ApiKey, CreateApiKey, CreatedApiKey } from '@lead-manager/contracts/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const API_KEYS = '/api/api-keys';

/** GET /api/api-keys (admins): every key, newest first, never the key itself. */
export function useApiKeys() {
  return useQuery({
    queryKey: [API_KEYS],
    queryFn: async () => (await apiGet<{ apiKeys: ApiKey[] }>(API_KEYS)).apiKeys,
  });
}

/** POST /api/api-keys: the answer carries the key, this once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKey) => apiRequest<CreatedApiKey>('POST', API_KEYS, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [API_KEYS] }),
  });
}

/** DELETE /api/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiKey>('DELETE', `${API_KEYS}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [API_KEYS] }),
  });
}
