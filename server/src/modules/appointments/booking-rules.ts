import {
  APPOINTMENT_DURATION_MINUTES,
  OPEN_APPOINTMENT_STATUSES,
} from '@lead-manager/contracts/appointments';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-errors';
import type { Scope } from '../../lib/scope';
import { appointmentTypeLabel, formatLocalDateTime } from './appointments.reminder';
import { type AppointmentRow, findOpenAppointmentsOfLead } from './appointments.repo';

/** A form that defaulted to "now" and took a few minutes to fill in is not booking the past. */
const PAST_GRACE_MS = 5 * 60_000;

const LONGEST_MINUTES = Math.max(...Object.values(APPOINTMENT_DURATION_MINUTES));

const durationMs = (type: string) =>
  (APPOINTMENT_DURATION_MINUTES[type as keyof typeof APPOINTMENT_DURATION_MINUTES] ?? 60) * 60_000;

export const isOpenStatus = (status: string) =>
  (OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(status);

/** An open appointment must lie ahead: 400 naming scheduledAt. */
export function assertNotPast(at: Date, now = new Date()) {
  if (at.getTime() >= now.getTime() - PAST_GRACE_MS) return;
  const message = 'scheduledAt is in the past: choose a time from now on';
  throw badRequest(message, [{ path: 'scheduledAt', message }]);
}

/** The lead's open appointment whose time overlaps [at, at + the type's duration), other than `exceptId`. */
export async function findOverlap(
  tx: Db,
  scope: Scope,
  booking: { leadId: number; at: Date; type: string; exceptId?: number },
): Promise<AppointmentRow | undefined> {
  const start = booking.at.getTime();
  const end = start + durationMs(booking.type);
  const nearby = await findOpenAppointmentsOfLead(
    tx,
    scope,
    booking.leadId,
    new Date(start - LONGEST_MINUTES * 60_000),
    new Date(end),
  );
  return nearby.find(
    (row) =>
      row.id !== booking.exceptId &&
      row.scheduledAt.getTime() < end &&
      row.scheduledAt.getTime() + durationMs(row.type) > start,
  );
}

/** 409 naming the appointment in the way, with its id for the client to open or move it. */
export function overlapConflict(existing: AppointmentRow, timeZone: string, fallbackZone: string) {
  const when = formatLocalDateTime(existing.scheduledAt, timeZone, fallbackZone);
  return conflict(
    `The lead already has a ${appointmentTypeLabel(existing.type)} on ${when}: move or cancel that one instead of booking another`,
    { appointmentId: existing.id },
  );
}
