import type { WebhookEvent } from '@lead-manager/contracts/lead-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';
import { WEBHOOK_EVENTS_KEY } from './get-webhook-events';

/** POST /api/webhooks/events/:id/replay → the event, back to pending; a job processes it again. */
const replayWebhookEvent = (id: number) =>
  apiRequest<WebhookEvent>('POST', `${WEBHOOK_EVENTS_KEY}/${id}/replay`);

export function useReplayWebhookEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookEvent,
    onSettled: () => {
      for (const root of [WEBHOOK_EVENTS_KEY, QK.leads, QK.leadCounts, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
