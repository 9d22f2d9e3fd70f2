import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Sends one committed outbound message through its channel's provider; retried with backoff. */
export const deliverMessageJob = defineJob({
  name: 'message.deliver',
  schema: z.object({ messageId: z.number().int() }),
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 900 },
  concurrency: 4,
});
