import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { runLeadImportJob } from './lead-import.jobs';
import type { LeadImportService } from './lead-import.service';

export const LEAD_IMPORT_JOBS: JobDefinition[] = [runLeadImportJob];

export async function startLeadImportWorkers(jobs: JobQueue, services: { leadImport: LeadImportService }) {
  await jobs.work(runLeadImportJob, (data, attempt) => services.leadImport.runImport(data.importId, attempt));
}
