import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Sends one committed outbound message through its channel's provider; retried with backoff. `compliance` marks
 * the one opt-out confirmation or HELP answer: it goes out at once, past the opt-out check and quiet hours.
 */
export const deliverMessageJob = defineJob({
  name: 'message.deliver',
  schema: z.object({ messageId: z.number().int(), compliance: z.boolean().optional() }),
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 900 },
  // pg-boss waits its polling interval (0.5 s) between fetches of one worker: 8 workers take ~16 jobs/s.
  concurrency: 8,
});
