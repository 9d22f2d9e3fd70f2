import { z } from 'zod';
import { defineJob } from '../jobs/job-queue';

// The assistant's own job. The jobs that start its work are announced by the modules where things happen
// (modules/leads/leads.jobs.ts, inbound-messages.jobs.ts, appointments/appointments.jobs.ts): modules never
// import the assistant.

/** One step of the dealership's follow-up schedule, delayed until it is due. */
export const followUpJob = defineJob({
  name: 'lead.follow-up',
  schema: z.object({ followUpId: z.number().int() }),
  // Expiry: one message written and sent (SMS 15 s, e-mail up to a minute).
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120 },
});
