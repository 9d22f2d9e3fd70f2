import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { FEED_SWEEP_EVERY_MS, fetchInventoryFeedJob, inventoryFeedSweepJob } from './inventory.jobs';
import type { InventoryService } from './inventory.service';

export const INVENTORY_JOBS: JobDefinition[] = [fetchInventoryFeedJob, inventoryFeedSweepJob];

/** Binds the feed jobs and queues the sweep every few minutes (pg-boss's scheduler is off); returns the stop. */
export async function startInventoryWorkers(jobs: JobQueue, services: { inventory: InventoryService }) {
  await jobs.work(fetchInventoryFeedJob, (data) => services.inventory.fetchFeed(data.dealershipId));
  await jobs.work(inventoryFeedSweepJob, () => services.inventory.queueDueFeeds());
  const enqueue = () =>
    void jobs
      .send(
        inventoryFeedSweepJob,
        {},
        { singletonKey: 'feed-sweep', singletonSeconds: FEED_SWEEP_EVERY_MS / 2000 },
      )
      .catch(() => {});
  const timer = setInterval(enqueue, FEED_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
