import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { crmHandoffSendJob } from './crm-handoff.jobs';
import type { CrmHandoffService } from './crm-handoff.service';

export const CRM_HANDOFF_JOBS: JobDefinition[] = [crmHandoffSendJob];

/** Binds the send job: each hand-off's job is queued with the hand-off, in the transaction of the write. */
export async function startCrmHandoffWorkers(jobs: JobQueue, services: { crmHandoff: CrmHandoffService }) {
  await jobs.work(crmHandoffSendJob, (data, attempt) => services.crmHandoff.send(data.handoffId, attempt));
}
