import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookTestResult,
} from '@lead-manager/contracts/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const ENDPOINTS = '/api/webhook-endpoints';

/** GET /api/webhook-endpoints: the endpoints of the stores the person sees, never their secrets. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: [ENDPOINTS],
    queryFn: async () => (await apiGet<{ endpoints: WebhookEndpoint[] }>(ENDPOINTS)).endpoints,
  });
}

/** GET /api/webhook-endpoints/{id}/deliveries: the newest attempts first. */
export function useWebhookDeliveries(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [ENDPOINTS, id, 'deliveries'],
    queryFn: async () =>
      (await apiGet<{ deliveries: WebhookDelivery[] }>(`${ENDPOINTS}/${id}/deliveries`)).deliveries,
    enabled,
  });
}

/** POST /api/webhook-endpoints: the answer carries the signing secret, this once. */
export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpoint) =>
      apiRequest<CreatedWebhookEndpoint>('POST', ENDPOINTS, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [ENDPOINTS] }),
  });
}

/** PATCH /api/webhook-endpoints/{id}: switch on or off, change its URL or events. */
export function useUpdateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: UpdateWebhookEndpoint & { id: number }) =>
      apiRequest<WebhookEndpoint>('PATCH', `${ENDPOINTS}/${id}`, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: [ENDPOINTS] }),
  });
}

/** DELETE /api/webhook-endpoints/{id}: nothing more is posted to it. */
export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<WebhookEndpoint>('DELETE', `${ENDPOINTS}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [ENDPOINTS] }),
  });
}

/** POST /api/webhook-endpoints/{id}/test: one signed test event, answered with the attempt. */
export function useSendWebhookTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<WebhookTestResult>('POST', `${ENDPOINTS}/${id}/test`),
    onSuccess: (_result, id) => client.invalidateQueries({ queryKey: [ENDPOINTS, id, 'deliveries'] }),
  });
}
