import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Processes one stored SMS or e-mail (a webhook event). One at a time per worker process, oldest first: a person's
 * STOP and then START must take effect in the order they were sent. Retried with backoff like the lead sources'.
 */
export const processInboundMessageJob = defineJob({
  name: 'inbound-message.process',
  schema: z.object({ eventId: z.number().int().positive() }),
  // Expiry: one stored message filed (database work only).
  queue: { retryLimit: 12, retryDelay: 1, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60 },
  concurrency: 1,
  batchSize: 1,
});

/** A customer message was stored: the assistant answers it; skipped when a newer one arrived, a person took over or opted out. */
export const assistantReplyJob = defineJob({
  name: 'assistant.reply',
  schema: z.object({ conversationId: z.number().int(), messageId: z.number().int() }),
  // Expiry: the language model's 30 s (and the built-in assistant after it), then the send (up to a minute).
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 180 },
  concurrency: 4,
});
