import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Runs one stored CSV import. One at a time per process, so imports never crowd out the requests and jobs of
 * other stores; retried a few times, each retry going on from the last batch that committed. A run whose process
 * died is taken again within seconds (decision 039: heartbeats on PostgreSQL, released at start on the embedded
 * database); `expireInSeconds` only bounds a run that hangs.
 */
export const runLeadImportJob = defineJob({
  name: 'lead-import.run',
  schema: z.object({ importId: z.number().int().positive() }),
  queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 30 * 60 },
  concurrency: 1,
  batchSize: 1,
});
