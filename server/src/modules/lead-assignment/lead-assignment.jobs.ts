import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Announces intake assignments and runs the response window; enqueued every ASSIGNMENT_SWEEP_SECONDS by each worker. */
export const assignmentSweepJob = defineJob({
  name: 'lead-assignment.sweep',
  schema: z.object({}),
  // Expiry: database work only; the next sweep is due soon anyway (every ASSIGNMENT_SWEEP_SECONDS).
  queue: { expireInSeconds: 60 },
  concurrency: 1,
});
