import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineJob, type JobQueue } from '../../jobs/job-queue';

/** The automatic reminder 24 hours before an appointment; skipped if it was cancelled or moved. */
export const appointmentReminderJob = defineJob({
  name: 'appointment.reminder',
  schema: z.object({ appointmentId: z.number().int(), scheduledAt: z.string() }),
  // Expiry: one reminder written and sent (SMS 15 s, e-mail up to a minute).
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120 },
});

/** The reminder goes out this long before the appointment. */
const REMINDER_LEAD_MS = 24 * 3_600_000;
export const REMINDABLE_STATUSES = ['scheduled', 'confirmed'];

/** Our namespace for name-based (v5) job ids. */
const REMINDER_JOB_NAMESPACE = '0d5b6f0e-3c1a-5b7e-9a43-6f1c2d8e4b71';

/** A stable job id per appointment time: scheduling the same time twice enqueues one reminder. */
const reminderJobId = (appointmentId: number, scheduledAt: string): string =>
  uuidv5(`appointment-reminder:${appointmentId}:${scheduledAt}`, REMINDER_JOB_NAMESPACE);

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
