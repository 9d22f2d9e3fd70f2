import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Announces intake assignments and runs the response window; enqueued every half minute by each worker. */
export const assignmentSweepJob = defineJob({
  name: 'lead-assignment.sweep',
  schema: z.object({}),
  concurrency: 1,
});

export const SWEEP_EVERY_MS = 30_000;
