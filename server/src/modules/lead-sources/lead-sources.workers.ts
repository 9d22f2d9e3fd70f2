import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import type { Services } from '../../services';
import { processWebhookEventJob } from './lead-sources.jobs';

export const LEAD_SOURCE_JOBS: JobDefinition[] = [processWebhookEventJob];

export async function startLeadSourceWorkers(jobs: JobQueue, services: Services) {
  await jobs.work(processWebhookEventJob, (data) => services.leadSources.processEvent(data.eventId));
}
