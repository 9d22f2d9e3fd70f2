import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import type { Services } from '../../services';

// Placeholder: lead capture from every source is being written.
export const LEAD_SOURCE_JOBS: JobDefinition[] = [];

export async function startLeadSourceWorkers(_jobs: JobQueue, _services: Services) {}
