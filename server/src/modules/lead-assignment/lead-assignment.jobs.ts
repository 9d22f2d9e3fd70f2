import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Announces intake assignments and runs the response window; enqueued every ASSIGNMENT_SWEEP_SECONDS by each worker. */
export const assignmentSweepJob = defineJob({
  name: 'lead-assignment.sweep',
  schema: z.object({}),
  // Expiry: database work only; the next sweep is due in half a minute anyway (by default).
  queue: { expireInSeconds: 60 },
  concurrency: 1,
});

/** The default of ASSIGNMENT_SWEEP_SECONDS. */
export const SWEEP_EVERY_SECONDS = 30;
