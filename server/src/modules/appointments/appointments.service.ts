import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentCounts,
  type AppointmentCountsQuerySchema,
  type AppointmentListQuerySchema,
  type CreateAppointmentSchema,
  type RemindAppointmentSchema,
  type ReminderResultSchema,
  type UpdateAppointmentSchema,
} from '@lead-manager/contracts/appointments';
import type { Channel } from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { narrowScope, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../services';
import type { ConversationsService } from '../conversations/conversations.service';
import type { LeadRow } from '../leads/leads.repo';
import { type LeadsService, leadUpdatedEvent, toLeadDto } from '../leads/leads.service';
import { enqueueAppointmentReminder } from './appointment-reminder-job';
import { formatLocalDateTime, reminderContent } from './appointments.reminder';
import {
  type AppointmentCountRow,
  type AppointmentRow,
  claimReminder,
  countAppointmentsByStatus,
  findAppointmentPage,
  findNextOpenOfLead,
  findUpcomingAppointments,
  getAppointmentDetails,
  getDealershipTimezone,
  insertAppointment,
  lockAppointmentsOf,
  updateAppointment,
} from './appointments.repo';
import { assertNotPast, findOverlap, isOpenStatus, overlapConflict } from './booking-rules';

export const DEFAULT_PAGE_SIZE = 100;
export const UPCOMING_LIMIT = 50;
/** Booking moves a lead forward from these statuses; a closed lead stays closed. */
const STATUSES_BEFORE_BOOKING = ['new', 'contacted', 'qualified'];

export type ReminderResult = z.infer<typeof ReminderResultSchema>;

export interface AppointmentsServiceOptions {
  leads: Pick<LeadsService, 'getLead' | 'updateStatus'>;
  conversations: Pick<ConversationsService, 'sendToLead' | 'cancelFollowUps'>;
}

export function toAppointmentDto(row: AppointmentRow, lead?: LeadRow): Appointment {
  return {
    id: row.id,
    leadId: row.leadId,
    dealershipId: row.dealershipId,
    scheduledAt: row.scheduledAt.toISOString(),
    type: row.type,
    status: row.status,
    notes: row.notes,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(lead ? { lead: toLeadDto(lead) } : {}),
  };
}

function toAppointmentCounts(rows: AppointmentCountRow[]): AppointmentCounts {
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

const appointmentUpdatedEvent = (row: AppointmentRow): RealtimeEvent => ({
  type: 'APPOINTMENT_UPDATED',
  data: { id: row.id, leadId: row.leadId, dealershipId: row.dealershipId, status: row.status },
});

const leadIdError = (message: string) => badRequest(message, [{ path: 'leadId', message }]);

export function createAppointmentsService(deps: ServiceDeps, others: AppointmentsServiceOptions) {
  const { db, logger, config } = deps;
  const { leads, conversations } = others;
  const zone = config.GROUP_TIMEZONE;

  /** Realtime is best effort: the write has committed, so a failed push must not fail the call. */
  async function publish(event: RealtimeEvent) {
    await deps.events
      .publish(event)
      .catch((err) => logger.warn({ err, type: event.type }, 'event publish failed'));
  }

  /** The lead of a new appointment: it must exist in scope and belong to the appointment's dealership. */
  async function leadForBooking(scope: Scope, leadId: number, dealershipId: number, tx: typeof db) {
    const lead = await leads.getLead(scope, leadId, tx).catch((err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 404) return undefined;
      throw err;
    });
    if (!lead) throw leadIdError('leadId does not name a lead you can see');
    if (lead.dealershipId !== dealershipId) throw leadIdError('leadId belongs to another dealership');
    return lead;
  }

  async function requireDetails(scope: Scope, id: number) {
    const found = await getAppointmentDetails(db, scope, id);
    if (!found) throw notFound('Appointment');
    return found;
  }

  return {
    async list(scope: Scope, query: z.output<typeof AppointmentListQuerySchema>) {
      const { total, rows } = await findAppointmentPage(
        db,
        narrowScope(scope, query.dealershipId),
        {
          status: query.status === 'all' ? undefined : query.status,
          type: query.type === 'all' ? undefined : query.type,
          search: query.search || undefined,
          leadId: query.leadId,
          ...(query.from ? { from: new Date(query.from) } : {}),
          ...(query.to ? { to: new Date(query.to) } : {}),
          limit: query.limit ?? DEFAULT_PAGE_SIZE,
          offset: query.offset ?? 0,
        },
        new Date(),
      );
      return { total, items: rows.map((r) => toAppointmentDto(r.appointment, r.lead)) };
    },

    /** The count cards: per status under the list's other filters, and the upcoming, today and week figures. */
    async counts(
      scope: Scope,
      query: z.output<typeof AppointmentCountsQuerySchema>,
      now = new Date(),
    ): Promise<AppointmentCounts> {
      const rows = await countAppointmentsByStatus(
        db,
        narrowScope(scope, query.dealershipId),
        { type: query.type === 'all' ? undefined : query.type, search: query.search || undefined },
        now,
        query.timezone ?? config.GROUP_TIMEZONE,
      );
      return toAppointmentCounts(rows);
    },

    async upcoming(scope: Scope, dealershipId: number | undefined): Promise<Appointment[]> {
      const rows = await findUpcomingAppointments(
        db,
        narrowScope(scope, dealershipId),
        new Date(),
        UPCOMING_LIMIT,
      );
      return rows.map((r) => toAppointmentDto(r.appointment, r.lead));
    },

    /**
     * Books an appointment and moves its lead to appointment_scheduled, in one transaction: an open one must lie
     * ahead (400) and not overlap another open one of the lead (409 naming it); the lead's follow-ups stop.
     * `bookedBy` is `staff` for every route; only the assistant books as itself.
     */
    async create(
      scope: Scope,
      input: z.output<typeof CreateAppointmentSchema>,
      origin: { bookedBy: 'assistant' | 'staff' } = { bookedBy: 'staff' },
    ): Promise<Appointment> {
      narrowScope(scope, input.dealershipId);
      const open = isOpenStatus(input.status);
      if (open) assertNotPast(input.scheduledAt);
      const { appointment, lead, leadMoved } = await db.transaction(async (tx) => {
        let lead = await leadForBooking(scope, input.leadId, input.dealershipId, tx);
        await lockAppointmentsOf(tx, lead.id);
        if (open) {
          const existing = await findOverlap(tx, {
            leadId: lead.id,
            at: input.scheduledAt,
            type: input.type,
          });
          if (existing)
            throw overlapConflict(existing, await getDealershipTimezone(tx, lead.dealershipId), zone);
        }
        const appointment = await insertAppointment(tx, {
          leadId: lead.id,
          dealershipId: lead.dealershipId,
          scheduledAt: input.scheduledAt,
          type: input.type,
          status: input.status,
          notes: input.notes ?? null,
          bookedBy: origin.bookedBy,
        });
        await enqueueAppointmentReminder(deps.jobs, appointment, tx);
        // Booked, by the assistant or by staff: "just checking in" would now be out of place.
        if (open) await conversations.cancelFollowUps(lead.id, 'booked', { tx });
        const leadMoved = open && STATUSES_BEFORE_BOOKING.includes(lead.status);
        if (leadMoved) {
          await leads.updateStatus(scope, lead.id, 'appointment_scheduled', { tx });
          lead = { ...lead, status: 'appointment_scheduled', updatedAt: new Date() };
        }
        return { appointment, lead, leadMoved };
      });
      await publish({
        type: 'APPOINTMENT_CREATED',
        data: {
          id: appointment.id,
          leadId: appointment.leadId,
          dealershipId: appointment.dealershipId,
          scheduledAt: appointment.scheduledAt.toISOString(),
        },
      });
      if (leadMoved) await publish(leadUpdatedEvent(lead));
      return toAppointmentDto(appointment, lead);
    },

    /** The lead's next open appointment, the one the assistant moves when the customer books again. */
    async nextOpenOfLead(leadId: number, now = new Date()) {
      return findNextOpenOfLead(db, leadId, now);
    },

    /**
     * Staff may set any status, saved at once (spec §4), and reschedule (time, type, notes) under the booking
     * rules: a new time must lie ahead and an open appointment may not overlap another of the lead. A moved
     * appointment gets a reminder for its new time.
     */
    async update(
      scope: Scope,
      id: number,
      patch: z.output<typeof UpdateAppointmentSchema>,
    ): Promise<Appointment> {
      const { appointment: before, lead, dealership } = await requireDetails(scope, id);
      const moved =
        patch.scheduledAt !== undefined && patch.scheduledAt.getTime() !== before.scheduledAt.getTime();
      const after = {
        at: patch.scheduledAt ?? before.scheduledAt,
        type: patch.type ?? before.type,
        status: patch.status ?? before.status,
      };
      const open = isOpenStatus(after.status);
      if (open && moved) assertNotPast(after.at);
      const mustCheckOverlap = open && (moved || after.type !== before.type || !isOpenStatus(before.status));
      const row = await db.transaction(async (tx) => {
        await lockAppointmentsOf(tx, before.leadId);
        if (mustCheckOverlap) {
          const existing = await findOverlap(tx, { leadId: before.leadId, ...after, exceptId: id });
          if (existing) throw overlapConflict(existing, dealership.timezone, zone);
        }
        const updated = await updateAppointment(tx, scope, id, {
          ...patch,
          // A reminder sent for the old time says nothing about the new one.
          ...(moved ? { reminderSentAt: null } : {}),
        });
        // Moved or re-confirmed: a reminder for the new time, committed with the change.
        if (updated && (moved || patch.status)) await enqueueAppointmentReminder(deps.jobs, updated, tx);
        return updated;
      });
      if (!row) throw notFound('Appointment');
      await publish(appointmentUpdatedEvent(row));
      return toAppointmentDto(row, lead);
    },

    /**
     * Reminds the lead by sms when it has a phone, else by email, through the conversations module: once per
     * appointment (409 after that unless `resend`), never for a past or closed one (409).
     */
    async remind(
      scope: Scope,
      id: number,
      options: NonNullable<z.output<typeof RemindAppointmentSchema>> = {},
      now = new Date(),
    ): Promise<ReminderResult> {
      const { appointment, lead, dealership } = await requireDetails(scope, id);
      if (!isOpenStatus(appointment.status))
        throw conflict(`No reminder for a ${appointment.status.replaceAll('_', ' ')} appointment`, {
          appointmentId: id,
        });
      if (appointment.scheduledAt.getTime() <= now.getTime())
        throw conflict('No reminder for an appointment in the past', { appointmentId: id });
      const channel: Channel | undefined = lead.phone ? 'sms' : lead.email ? 'email' : undefined;
      if (!channel) {
        const message = 'The lead has neither a phone number nor an email address';
        throw badRequest(message, [{ path: 'channel', message }]);
      }
      // Claimed first: two clicks (or a click and the automatic job) send one reminder.
      const claimed = await claimReminder(db, scope, id, options.resend === true);
      if (!claimed?.reminderSentAt) {
        const sentAt = appointment.reminderSentAt ?? new Date();
        throw conflict(
          `A reminder was already sent for this appointment on ${formatLocalDateTime(sentAt, dealership.timezone, zone)}; send { "resend": true } to send it again`,
          { appointmentId: id },
        );
      }
      const { content, subject } = reminderContent({
        leadName: lead.name,
        language: lead.language,
        dealershipName: dealership.name,
        type: appointment.type,
        scheduledAt: appointment.scheduledAt,
        timeZone: dealership.timezone,
        fallbackZone: zone,
      });
      let message: Awaited<ReturnType<typeof conversations.sendToLead>>;
      try {
        message = await conversations.sendToLead(scope, lead.id, { channel, content, subject, sender: 'ai' });
      } catch (err) {
        // Nothing was queued: the appointment is as unreminded as before.
        await updateAppointment(db, scope, id, { reminderSentAt: appointment.reminderSentAt });
        throw err;
      }
      await publish(appointmentUpdatedEvent(claimed));
      return {
        appointmentId: id,
        channel,
        messageId: message.id,
        reminderSentAt: claimed.reminderSentAt.toISOString(),
      };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
