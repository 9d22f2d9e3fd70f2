import {
  appointmentReminderJob,
  assistantReplyJob,
  followUpJob,
  leadFirstContactJob,
} from '../assistant/assistant.jobs';
import { deliverMessageJob } from '../modules/conversations/conversations.jobs';
import { LEAD_SOURCE_JOBS, startLeadSourceWorkers } from '../modules/lead-sources/lead-sources.workers';
import type { Services } from '../services';
import type { JobDefinition, JobQueue } from './job-queue';

/** Every job the product knows; queues are created for all of them at start. */
export const ALL_JOBS: JobDefinition[] = [
  deliverMessageJob,
  leadFirstContactJob,
  assistantReplyJob,
  followUpJob,
  appointmentReminderJob,
  ...LEAD_SOURCE_JOBS,
];

/** Binds each job to the service that handles it, in this process. */
export async function startWorkers(jobs: JobQueue, services: Services) {
  await jobs.work(deliverMessageJob, (data, attempt) =>
    services.conversations.deliverMessage(data.messageId, {
      compliance: data.compliance,
      finalAttempt: attempt.isFinalAttempt,
    }),
  );
  await jobs.work(leadFirstContactJob, (data) => services.followThrough.firstContact(data.leadId));
  await jobs.work(assistantReplyJob, (data) =>
    services.assistant.replyTo(data.conversationId, data.messageId),
  );
  await jobs.work(followUpJob, (data) => services.followThrough.sendFollowUp(data.followUpId));
  await jobs.work(appointmentReminderJob, (data) =>
    services.followThrough.remindAppointment(data.appointmentId, data.scheduledAt),
  );
  await startLeadSourceWorkers(jobs, services);
}
