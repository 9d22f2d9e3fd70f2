import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { processWebhookEventJob } from './lead-sources.jobs';
import type { LeadSourcesService } from './lead-sources.service';

export const LEAD_SOURCE_JOBS: JobDefinition[] = [processWebhookEventJob];

export async function startLeadSourceWorkers(jobs: JobQueue, services: { leadSources: LeadSourcesService }) {
  await jobs.work(processWebhookEventJob, (data) => services.leadSources.processEvent(data.eventId));
}
