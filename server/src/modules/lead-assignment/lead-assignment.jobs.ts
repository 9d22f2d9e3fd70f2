import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Announces intake assignments and runs the response window; enqueued every half minute by each worker. */
export const assignmentSweepJob = defineJob({
  name: 'lead-assignment.sweep',
  schema: z.object({}),
  // Expiry: database work only; the next sweep is due in half a minute anyway.
  queue: { expireInSeconds: 60 },
  concurrency: 1,
});

export const SWEEP_EVERY_MS = 30_000;
