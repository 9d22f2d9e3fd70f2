import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Speed to lead, announced by the leads module: enqueued in the transaction that creates a lead, so every new lead gets its first message. */
export const leadFirstContactJob = defineJob({
  name: 'lead.first-contact',
  schema: z.object({ leadId: z.number().int() }),
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 120 },
  // Up to 4 batches of 10 at once: a burst of new leads is greeted side by side.
  concurrency: 4,
});
