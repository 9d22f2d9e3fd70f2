import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import type { Services } from '../../services';
import { runLeadImportJob } from './lead-import.jobs';

export const LEAD_IMPORT_JOBS: JobDefinition[] = [runLeadImportJob];

export async function startLeadImportWorkers(jobs: JobQueue, services: Services) {
  await jobs.work(runLeadImportJob, (data, attempt) => services.leadImport.runImport(data.importId, attempt));
}
