import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * One event posted to one endpoint. The body is kept as the exact text that is signed and sent, so every retry
 * carries the same bytes, event id and delivery id. Back-off (pg-boss: about `retryDelay * 2^n`, jittered, capped
 * at `retryDelayMax`): 30 s, 1 min, 2 min, … then every 6 h; 12 retries span about a day (decision 055).
 */
export const deliverWebhookJob = defineJob({
  name: 'webhook.deliver',
  schema: z.object({
    endpointId: z.number().int(),
    deliveryId: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    body: z.string(),
  }),
  queue: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 6 * 3600, expireInSeconds: 60 },
  concurrency: 2,
});
