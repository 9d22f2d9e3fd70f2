import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { crmHandoffDispatchJob, crmHandoffSendJob, DISPATCH_EVERY_MS } from './crm-handoff.jobs';
import type { CrmHandoffService } from './crm-handoff.service';

export const CRM_HANDOFF_JOBS: JobDefinition[] = [crmHandoffSendJob, crmHandoffDispatchJob];

/**
 * Binds the hand-off jobs, dispatches after each lead event and queues the backstop sweep every half minute
 * (pg-boss's scheduler is off); returns the stop.
 */
export async function startCrmHandoffWorkers(jobs: JobQueue, services: { crmHandoff: CrmHandoffService }) {
  await jobs.work(crmHandoffSendJob, (data, attempt) => services.crmHandoff.send(data.handoffId, attempt));
  await jobs.work(crmHandoffDispatchJob, async () => {
    await services.crmHandoff.dispatch();
  });
  const stopWatching = services.crmHandoff.watch();
  const enqueue = () =>
    void jobs
      .send(
        crmHandoffDispatchJob,
        {},
        { singletonKey: 'crm-dispatch', singletonSeconds: DISPATCH_EVERY_MS / 2000 },
      )
      .catch(() => {});
  const timer = setInterval(enqueue, DISPATCH_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopWatching();
  };
}
