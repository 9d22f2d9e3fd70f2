import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Sends one committed outbound message through its channel's provider; retried with backoff. `compliance` marks
 * the one opt-out confirmation or HELP answer: it goes out at once, past the opt-out check and quiet hours.
 */
export const deliverMessageJob = defineJob({
  name: 'message.deliver',
  schema: z.object({
    messageId: z.number().int(),
    compliance: z.boolean().optional(),
    /** The message already holds a send slot of its rate-limited sender (this job was scheduled for it). */
    slotTaken: z.boolean().optional(),
  }),
  // Expiry: a batch's sends side by side (SMS 15 s, e-mail up to a minute).
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120 },
  // Up to 4 batches of 10 at once: the provider calls of a burst overlap.
  concurrency: 4,
});
