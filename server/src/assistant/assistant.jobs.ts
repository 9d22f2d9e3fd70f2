import { z } from 'zod';
import { defineJob } from '../jobs/job-queue';

/** Speed to lead: enqueued in the transaction that creates a lead, so every new lead gets its first message. */
export const leadFirstContactJob = defineJob({
  name: 'lead.first-contact',
  schema: z.object({ leadId: z.number().int() }),
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 120 },
  // Up to 4 batches of 10 at once: a burst of new leads is greeted side by side.
  concurrency: 4,
});

/** The assistant answers one customer message; skipped when a newer one arrived, a person took over or opted out. */
export const assistantReplyJob = defineJob({
  name: 'assistant.reply',
  schema: z.object({ conversationId: z.number().int(), messageId: z.number().int() }),
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 120 },
  concurrency: 4,
});

/** One step of the dealership's follow-up schedule, delayed until it is due. */
export const followUpJob = defineJob({
  name: 'lead.follow-up',
  schema: z.object({ followUpId: z.number().int() }),
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900 },
});

/** The automatic reminder 24 hours before an appointment; skipped if it was cancelled or moved. */
export const appointmentReminderJob = defineJob({
  name: 'appointment.reminder',
  schema: z.object({ appointmentId: z.number().int(), scheduledAt: z.string() }),
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900 },
});
