import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** Fetches one store's feed URL and makes it the store's stock; a failure is recorded as the run's result. */
export const fetchInventoryFeedJob = defineJob({
  name: 'inventory.fetch-feed',
  schema: z.object({ dealershipId: z.number().int().positive() }),
  queue: { retryLimit: 0, expireInSeconds: 5 * 60 },
  concurrency: 1,
});

/** Queues the fetch of every feed that is due; enqueued every few minutes by each worker. */
export const inventoryFeedSweepJob = defineJob({
  name: 'inventory.feed-sweep',
  schema: z.object({}),
  queue: { expireInSeconds: 60 },
  concurrency: 1,
});

export const FEED_SWEEP_EVERY_MS = 5 * 60_000;
