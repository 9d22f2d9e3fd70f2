import type {
  Appointment,
  AppointmentCounts,
  AppointmentCountsQuerySchema,
  AppointmentListQuerySchema,
  UpdateAppointmentSchema,
} from '@lead-manager/contracts/appointments';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { narrowScope, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { type AuditActor, type AuditService, auditActor } from '../audit/audit.service';
import type { ConversationsService } from '../conversations/conversations.service';
import type { LeadsService } from '../leads/leads.service';
import { type AppointmentsListener, createAppointmentBooking } from './appointment-booking';
import {
  appointmentTimeZone,
  appointmentUpdatedEvent,
  toAppointmentCounts,
  toAppointmentDto,
} from './appointment-dto';
import { enqueueAppointmentReminder } from './appointments.jobs';
import {
  countAppointmentsByStatus,
  findAppointmentPage,
  findNextOpenOfLead,
  findUpcomingAppointments,
  getAppointmentDetails,
  lockAppointmentsOf,
  updateAppointment,
} from './appointments.repo';
import { assertNotPast, findOverlap, isOpenStatus, overlapConflict } from './booking-rules';
import { createReminderSending } from './reminder-sending';

// The appointments module's front door, which other modules import. Booking (appointment-booking.ts) and sending
// a reminder (reminder-sending.ts) live in files of their own.
export { REMINDABLE_STATUSES } from './appointments.jobs';
export type { AppointmentRow } from './appointments.repo';

const DEFAULT_PAGE_SIZE = 100;
const UPCOMING_LIMIT = 50;

export interface AppointmentsServiceOptions {
  leads: Pick<LeadsService, 'getLead' | 'updateStatus'>;
  conversations: Pick<ConversationsService, 'sendToLead' | 'cancelFollowUps'>;
  audit: AuditService;
  /** Told of each booking in its transaction (the CRM hand-off). */
  bookings?: AppointmentsListener;
}

export function createAppointmentsService(deps: ServiceDeps, others: AppointmentsServiceOptions) {
  const { db, logger, config } = deps;
  const { leads, conversations, audit, bookings } = others;
  const zone = config.GROUP_TIMEZONE;
  const zoneOf = (storeZone: string | null | undefined) => appointmentTimeZone(storeZone, zone);

  /** Realtime is best effort: the write has committed, so a failed push must not fail the call. */
  async function publish(event: RealtimeEvent) {
    await deps.events
      .publish(event)
      .catch((err) => logger.warn({ err, type: event.type }, 'event publish failed'));
  }

  /** What a change did to the appointment's time, status and kind, as from/to pairs. */
  function appointmentChanges(
    before: { scheduledAt: Date; status: string; type: string },
    after: { scheduledAt: Date; status: string; type: string } | undefined,
  ) {
    const changes: Record<string, { from: string; to: string }> = {};
    if (!after) return changes;
    if (after.scheduledAt.getTime() !== before.scheduledAt.getTime())
      changes.at = { from: before.scheduledAt.toISOString(), to: after.scheduledAt.toISOString() };
    if (after.status !== before.status) changes.status = { from: before.status, to: after.status };
    if (after.type !== before.type) changes.type = { from: before.type, to: after.type };
    return changes;
  }

  async function requireDetails(scope: Scope, id: number) {
    const found = await getAppointmentDetails(db, scope, id);
    if (!found) throw notFound('Appointment');
    return found;
  }

  return {
    ...createAppointmentBooking(deps, leads, conversations, publish, audit, bookings),
    ...createReminderSending(deps, conversations, requireDetails, publish),

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
      return { total, items: rows.map((r) => toAppointmentDto(r.appointment, zoneOf(r.storeZone), r.lead)) };
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
        zone,
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
      return rows.map((r) => toAppointmentDto(r.appointment, zoneOf(r.storeZone), r.lead));
    },

    /** One appointment as the API shows it, with whether its lead is a test lead (outbound webhooks). */
    async get(scope: Scope, id: number): Promise<{ appointment: Appointment; isTestLead: boolean }> {
      const { appointment, lead, dealership } = await requireDetails(scope, id);
      return {
        appointment: toAppointmentDto(appointment, zoneOf(dealership.timezone), lead),
        isTestLead: lead.isTest,
      };
    },

    /** The lead's next open appointment, the one the assistant moves when the customer books again. */
    async nextOpenOfLead(scope: Scope, leadId: number, now = new Date()) {
      return findNextOpenOfLead(db, scope, leadId, now);
    },

    /**
     * Staff may set any status, saved at once, and reschedule (time, type, notes) under the booking
     * rules: a new time must lie ahead and an open appointment may not overlap another of the lead. A moved
     * appointment gets a reminder for its new time.
     */
    async update(
      scope: Scope,
      id: number,
      patch: z.output<typeof UpdateAppointmentSchema>,
      actor?: AuditActor,
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
          const existing = await findOverlap(tx, scope, { leadId: before.leadId, ...after, exceptId: id });
          if (existing) throw overlapConflict(existing, dealership.timezone, zone);
        }
        const updated = await updateAppointment(tx, scope, id, {
          ...patch,
          // A reminder sent for the old time says nothing about the new one.
          ...(moved ? { reminderSentAt: null } : {}),
        });
        // Moved or re-confirmed: a reminder for the new time, committed with the change.
        if (updated && (moved || patch.status)) await enqueueAppointmentReminder(deps.jobs, updated, tx);
        const changes = appointmentChanges(before, updated);
        if (updated && Object.keys(changes).length)
          await audit.record(
            {
              ...auditActor(actor),
              action: 'appointment.changed',
              entityType: 'appointment',
              entityId: id,
              dealershipId: updated.dealershipId,
              details: { leadId: lead.id, leadName: lead.name, timeZone: dealership.timezone, changes },
            },
            tx,
          );
        return updated;
      });
      if (!row) throw notFound('Appointment');
      await publish(appointmentUpdatedEvent(row));
      return toAppointmentDto(row, zoneOf(dealership.timezone), lead);
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
