import type { Appointment, CreateAppointmentSchema } from '@lead-manager/contracts/appointments';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-errors';
import { narrowScope, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { type AuditActor, type AuditService, auditActor } from '../audit/audit.service';
import type { ConversationsService } from '../conversations/conversations.service';
import { getDealershipTimezone } from '../dealerships/dealerships.queries';
import { type LeadsService, leadUpdatedEvent } from '../leads/leads.service';
import { appointmentTimeZone, toAppointmentDto } from './appointment-dto';
import { enqueueAppointmentReminder } from './appointments.jobs';
import { type AppointmentRow, insertAppointment, lockAppointmentsOf } from './appointments.repo';
import { assertNotPast, findOverlap, isOpenStatus, overlapConflict } from './booking-rules';

/** Booking moves a lead forward from these statuses; a closed lead stays closed. */
const STATUSES_BEFORE_BOOKING = ['new', 'contacted', 'qualified'];

const leadIdError = (message: string) => badRequest(message, [{ path: 'leadId', message }]);

/** What the appointments module tells another of a booking, in its transaction (the CRM hand-off, decision 054). */
export interface AppointmentsListener {
  appointmentBooked(tx: Db, appointment: AppointmentRow): Promise<void>;
}

/** Booking an appointment, by staff or by the assistant. */
export function createAppointmentBooking(
  deps: ServiceDeps,
  leads: Pick<LeadsService, 'getLead' | 'updateStatus'>,
  conversations: Pick<ConversationsService, 'cancelFollowUps'>,
  publish: (event: RealtimeEvent) => Promise<void>,
  audit: AuditService,
  listener?: AppointmentsListener,
) {
  const { db, config } = deps;

  /** The lead of a new appointment: it must exist in scope and belong to the appointment's dealership. */
  async function leadForBooking(scope: Scope, leadId: number, dealershipId: number, tx: typeof db) {
    // The lead's row first, as every writer of a lead takes it (a closing, a reply): the appointment's insert moves
    // the day statistics, so taking the lead after them could deadlock with one of those.
    const lead = await leads.getLead(scope, leadId, tx, { lock: true }).catch((err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 404) return undefined;
      throw err;
    });
    if (!lead) throw leadIdError('leadId does not name a lead you can see');
    if (lead.dealershipId !== dealershipId) throw leadIdError('leadId belongs to another dealership');
    return lead;
  }

  return {
    /**
     * Books an appointment and moves its lead to appointment_scheduled, in one transaction: an open one must lie
     * ahead (400) and not overlap another open one of the lead (409 naming it); the lead's follow-ups stop.
     * `bookedBy` is `staff` for every route; only the assistant books as itself.
     */
    async create(
      scope: Scope,
      input: z.output<typeof CreateAppointmentSchema>,
      origin: { bookedBy: 'assistant' | 'staff'; actor?: AuditActor } = { bookedBy: 'staff' },
    ): Promise<Appointment> {
      narrowScope(scope, input.dealershipId);
      const open = isOpenStatus(input.status);
      if (open) assertNotPast(input.scheduledAt);
      const { appointment, lead, leadMoved, storeZone } = await db.transaction(async (tx) => {
        let lead = await leadForBooking(scope, input.leadId, input.dealershipId, tx);
        await lockAppointmentsOf(tx, lead.id);
        const storeZone = await getDealershipTimezone(tx, scope, lead.dealershipId);
        if (open) {
          const existing = await findOverlap(tx, scope, {
            leadId: lead.id,
            at: input.scheduledAt,
            type: input.type,
          });
          if (existing) throw overlapConflict(existing, storeZone, config.GROUP_TIMEZONE);
        }
        const appointment = await insertAppointment(tx, scope, {
          leadId: lead.id,
          dealershipId: lead.dealershipId,
          scheduledAt: input.scheduledAt,
          type: input.type,
          status: input.status,
          notes: input.notes ?? null,
          bookedBy: origin.bookedBy,
        });
        await enqueueAppointmentReminder(deps.jobs, appointment, tx);
        await listener?.appointmentBooked(tx, appointment);
        await audit.record(
          {
            ...auditActor(origin.actor),
            action: 'appointment.booked',
            entityType: 'appointment',
            entityId: appointment.id,
            dealershipId: lead.dealershipId,
            details: {
              leadId: lead.id,
              leadName: lead.name,
              at: appointment.scheduledAt.toISOString(),
              timeZone: storeZone,
              type: appointment.type,
              bookedBy: origin.bookedBy,
            },
          },
          tx,
        );
        // Booked, by the assistant or by staff: "just checking in" would now be out of place.
        if (open) await conversations.cancelFollowUps(scope, lead.id, 'booked', { tx });
        const leadMoved = open && STATUSES_BEFORE_BOOKING.includes(lead.status);
        if (leadMoved) {
          await leads.updateStatus(scope, lead.id, 'appointment_scheduled', { tx });
          lead = { ...lead, status: 'appointment_scheduled', updatedAt: new Date() };
        }
        return { appointment, lead, leadMoved, storeZone };
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
      return toAppointmentDto(appointment, appointmentTimeZone(storeZone, config.GROUP_TIMEZONE), lead);
    },
  };
}
