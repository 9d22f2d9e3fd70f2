import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentCounts,
} from '@lead-manager/contracts/appointments';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { isValidTimeZone } from '../../integrations/sms/quiet-hours';
import type { LeadRow } from '../leads/leads.queries';
import { toLeadDto } from '../leads/leads.service';
import type { AppointmentCountRow, AppointmentRow } from './appointments.repo';

/** The zone an appointment is entered and shown in: its store's, the group's when the store has none (decision 037). */
export const appointmentTimeZone = (storeZone: string | null | undefined, groupZone: string) =>
  storeZone && isValidTimeZone(storeZone) ? storeZone : groupZone;

export function toAppointmentDto(row: AppointmentRow, timeZone: string, lead?: LeadRow): Appointment {
  return {
    id: row.id,
    leadId: row.leadId,
    dealershipId: row.dealershipId,
    scheduledAt: row.scheduledAt.toISOString(),
    timeZone,
    type: row.type,
    status: row.status,
    notes: row.notes,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(lead ? { lead: toLeadDto(lead) } : {}),
  };
}

export function toAppointmentCounts(rows: AppointmentCountRow[]): AppointmentCounts {
  const counts: AppointmentCounts = {
    all: 0,
    scheduled: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    no_show: 0,
    upcoming: 0,
    today: 0,
    thisWeek: 0,
  };
  for (const row of rows) {
    counts.all += row.total;
    counts.upcoming += row.upcoming;
    counts.today += row.today;
    counts.thisWeek += row.thisWeek;
    const status = APPOINTMENT_STATUSES.find((s) => s === row.status);
    if (status) counts[status] += row.total;
  }
  return counts;
}

export const appointmentUpdatedEvent = (row: AppointmentRow): RealtimeEvent => ({
  type: 'APPOINTMENT_UPDATED',
  data: { id: row.id, leadId: row.leadId, dealershipId: row.dealershipId, status: row.status },
});
