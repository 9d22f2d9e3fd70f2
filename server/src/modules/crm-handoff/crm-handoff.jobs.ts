import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * E-mails one hand-off to the store's CRM. A refusal is retried with back-off for about a day (30 s, 1 min, 2 min …
 * up to an hour between tries) before the hand-off is shown as failed; "Send again" queues a new one.
 */
export const crmHandoffSendJob = defineJob({
  name: 'crm-handoff.send',
  schema: z.object({ handoffId: z.number().int() }),
  // Expiry: one SMTP conversation (its timeouts are 15 s to connect and 30 s a reply).
  queue: { retryLimit: 30, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
  concurrency: 2,
});
