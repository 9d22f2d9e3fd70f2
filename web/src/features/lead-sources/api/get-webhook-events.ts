import type { WEBHOOK_EVENT_STATUSES, WebhookEvent } from '@lead-manager/contracts/lead-sources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';

export type WebhookEventsQuery = {
  status?: (typeof WEBHOOK_EVENT_STATUSES)[number];
  source?: string;
  limit?: number;
  offset?: number;
};

/** Query-key root of the webhook event log (admins only). */
export const WEBHOOK_EVENTS_KEY = '/api/webhooks/events';

/** GET /api/webhooks/events → stored inbound deliveries, newest first, and how many match. */
const getWebhookEvents = (query: WebhookEventsQuery) =>
  apiGet<{ events: WebhookEvent[]; total: number }>(buildUrl(WEBHOOK_EVENTS_KEY, query));

const webhookEventsQueryOptions = (query: WebhookEventsQuery) =>
  queryOptions({ queryKey: [WEBHOOK_EVENTS_KEY, query], queryFn: () => getWebhookEvents(query) });

export function useWebhookEvents(query: WebhookEventsQuery, { enabled = true } = {}) {
  return useQuery({ ...webhookEventsQueryOptions(query), enabled });
}
