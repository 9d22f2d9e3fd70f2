import { createHash } from 'node:crypto';
import { appointmentReminderJob } from '../../assistant/assistant.jobs';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';

/** The reminder goes out this long before the appointment. */
export const REMINDER_LEAD_MS = 24 * 3_600_000;
export const REMINDABLE_STATUSES = ['scheduled', 'confirmed'];

/** A stable job id per appointment time: scheduling the same time twice enqueues one reminder. */
function reminderJobId(appointmentId: number, scheduledAt: string): string {
  const hex = createHash('sha1').update(`appointment-reminder:${appointmentId}:${scheduledAt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Enqueues the automatic reminder 24 hours ahead, inside the transaction that booked or moved the appointment, so
 * a crash right after the commit cannot lose it. Nothing when that moment has passed or nothing is to be reminded;
 * a moved appointment gets a new job and the old one finds the time changed and does nothing.
 */
export async function enqueueAppointmentReminder(
  jobs: JobQueue,
  appointment: { id: number; scheduledAt: Date; status: string; reminderSentAt: Date | null },
  tx: Db,
): Promise<void> {
  if (!REMINDABLE_STATUSES.includes(appointment.status) || appointment.reminderSentAt) return;
  const at = new Date(appointment.scheduledAt.getTime() - REMINDER_LEAD_MS);
  if (at.getTime() <= Date.now()) return;
  const scheduledAt = appointment.scheduledAt.toISOString();
  await jobs.send(
    appointmentReminderJob,
    { appointmentId: appointment.id, scheduledAt },
    { tx, startAfter: at, id: reminderJobId(appointment.id, scheduledAt) },
  );
}
