import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Speed to lead, announced by the leads module: enqueued in the transaction that creates a lead, so every new lead gets its first message. */
export const leadFirstContactJob = defineJob({
  name: 'lead.first-contact',
  schema: z.object({ leadId: z.number().int() }),
  // Expiry: a batch's reads and one transaction, then its sends side by side (SMS 15 s, e-mail up to a minute).
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 120 },
  // Up to 4 batches of 10 at once: a burst of new leads is greeted side by side.
  concurrency: 4,
});
