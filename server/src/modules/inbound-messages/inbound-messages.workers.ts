import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import type { LeadSourcesService } from '../lead-sources/lead-sources.service';
import { processInboundMessageJob } from './inbound-messages.jobs';

export const INBOUND_MESSAGE_JOBS: JobDefinition[] = [processInboundMessageJob];

/** The stored event is processed through the webhook events' one path (status, retries, the admin's replay). */
export async function startInboundMessageWorkers(
  jobs: JobQueue,
  services: { leadSources: LeadSourcesService },
) {
  await jobs.work(processInboundMessageJob, (data) => services.leadSources.processEvent(data.eventId));
}
