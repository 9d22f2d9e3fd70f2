import { followUpJob } from '../assistant/assistant.jobs';
import type { Config } from '../config/env';
import { appointmentReminderJob } from '../modules/appointments/appointments.jobs';
import { deliverMessageJob } from '../modules/conversations/conversations.jobs';
import { CRM_HANDOFF_JOBS, startCrmHandoffWorkers } from '../modules/crm-handoff/crm-handoff.workers';
import { assistantReplyJob } from '../modules/inbound-messages/inbound-messages.jobs';
import {
  INBOUND_MESSAGE_JOBS,
  startInboundMessageWorkers,
} from '../modules/inbound-messages/inbound-messages.workers';
import { INVENTORY_JOBS, startInventoryWorkers } from '../modules/inventory/inventory.workers';
import { assignmentSweepJob } from '../modules/lead-assignment/lead-assignment.jobs';
import { LEAD_IMPORT_JOBS, startLeadImportWorkers } from '../modules/lead-import/lead-import.workers';
import { LEAD_SOURCE_JOBS, startLeadSourceWorkers } from '../modules/lead-sources/lead-sources.workers';
import { leadFirstContactJob } from '../modules/leads/leads.jobs';
import { deliverNotificationJob } from '../modules/notifications/notifications.jobs';
import { deliverWebhookJob } from '../modules/webhooks-out/webhooks-out.jobs';
import type { Services } from '../services';
import type { JobDefinition, JobQueue } from './job-queue';

/** Every job the product knows; queues are created for all of them at start. */
export const ALL_JOBS: JobDefinition[] = [
  deliverMessageJob,
  leadFirstContactJob,
  assistantReplyJob,
  followUpJob,
  appointmentReminderJob,
  deliverNotificationJob,
  assignmentSweepJob,
  ...LEAD_SOURCE_JOBS,
  ...LEAD_IMPORT_JOBS,
  ...INBOUND_MESSAGE_JOBS,
  ...INVENTORY_JOBS,
  ...CRM_HANDOFF_JOBS,
  deliverWebhookJob,
];

/** Binds each job to the service that handles it, in this process; the sweep runs every ASSIGNMENT_SWEEP_SECONDS. */
export async function startWorkers(
  jobs: JobQueue,
  services: Services,
  config: Pick<Config, 'ASSIGNMENT_SWEEP_SECONDS'>,
) {
  await jobs.work(deliverMessageJob, (data, attempt) =>
    services.conversations.deliverMessage(data.messageId, {
      compliance: data.compliance,
      slotTaken: data.slotTaken,
      finalAttempt: attempt.isFinalAttempt,
    }),
  );
  await jobs.workBatch(leadFirstContactJob, (items) =>
    services.outreach.firstContactBatch(
      items.map(({ data, attempt }) => ({ leadId: data.leadId, isRetry: attempt.isRetry })),
    ),
  );
  await jobs.work(assistantReplyJob, (data) =>
    services.assistant.replyTo(data.conversationId, data.messageId),
  );
  await jobs.work(followUpJob, (data) => services.outreach.sendFollowUp(data.followUpId));
  await jobs.work(appointmentReminderJob, (data) =>
    services.outreach.remindAppointment(data.appointmentId, data.scheduledAt),
  );
  await jobs.work(deliverNotificationJob, (data) =>
    services.notifications.deliver(data.notificationId, data.channel),
  );
  await jobs.work(assignmentSweepJob, () => services.leadAssignment.sweep());
  await jobs.work(deliverWebhookJob, (data, attempt) => services.webhooksOut.deliver(data, attempt));
  await startLeadSourceWorkers(jobs, services);
  await startLeadImportWorkers(jobs, services);
  await startInboundMessageWorkers(jobs, services);
  const stopFeedSweeps = await startInventoryWorkers(jobs, services);
  await startCrmHandoffWorkers(jobs, services);
  const stopSweeps = startAssignmentSweeps(jobs, config.ASSIGNMENT_SWEEP_SECONDS);
  const stopWatching = services.leadAssignment.watchIntake();
  return () => {
    stopSweeps();
    stopFeedSweeps();
    stopWatching();
  };
}

/**
 * The response window and the announcement of intake assignments run as a job every `everySeconds` (pg-boss's own
 * scheduler is off); the singleton key keeps several workers from queueing it twice at once. Returns the stop.
 */
function startAssignmentSweeps(jobs: JobQueue, everySeconds: number) {
  // pg-boss's singleton slots are whole seconds.
  const singletonSeconds = Math.max(1, Math.floor(everySeconds / 2));
  const enqueue = () =>
    void jobs.send(assignmentSweepJob, {}, { singletonKey: 'sweep', singletonSeconds }).catch(() => {});
  const timer = setInterval(enqueue, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
