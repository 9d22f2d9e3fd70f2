import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Turns one stored webhook event into a lead. Retried with backoff (a Graph API outage heals); the first retry
 * comes after a second or two, the last hours later. Idempotent: a processed event is skipped.
 */
export const processWebhookEventJob = defineJob({
  name: 'lead-source.process-event',
  schema: z.object({ eventId: z.number().int().positive() }),
  // Expiry: the Graph API's 10 s per call, then the lead's intake.
  queue: { retryLimit: 12, retryDelay: 1, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
  concurrency: 4,
});
