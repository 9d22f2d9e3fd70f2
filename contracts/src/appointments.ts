import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from './appointment-vocabulary';
import { DealershipFilterSchema, IsoDateSchema, PageQuerySchema } from './common';
import { LeadSchema } from './leads';

export { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, OPEN_APPOINTMENT_STATUSES } from './appointment-vocabulary';
export const AppointmentTypeSchema = z.enum(APPOINTMENT_TYPES, {
  error: `type must be one of ${APPOINTMENT_TYPES.join(', ')}`,
});

/**
 * How long each kind of appointment holds the lead's time, for the overlap check: a second open appointment of
 * the same lead may not start before the first one ends (docs/decisions/006).
 */
export const APPOINTMENT_DURATION_MINUTES: Record<(typeof APPOINTMENT_TYPES)[number], number> = {
  test_drive: 60,
  sales_meeting: 60,
  demo_drive: 60,
  consultation: 60,
  financing: 60,
  delivery: 90,
  service: 120,
};

export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, {
  error: `status must be one of ${APPOINTMENT_STATUSES.join(', ')}`,
});
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;

export const AppointmentSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  dealershipId: z.number().int(),
  scheduledAt: IsoDateSchema,
  /** The store's IANA zone (the group's when the store has none): the appointment is entered and shown in it. */
  timeZone: z.string(),
  type: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  reminderSentAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  lead: LeadSchema.optional(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

const scheduledAtField = z.iso
  .datetime({ offset: true, error: 'Date and time must be an ISO date-time such as 2026-05-01T15:00:00Z' })
  .transform((s) => new Date(s));

export const CreateAppointmentSchema = z.object({
  leadId: z.number({ error: 'Lead is required' }).int().positive(),
  dealershipId: z.number({ error: 'Dealership is required' }).int().positive(),
  scheduledAt: scheduledAtField,
  type: AppointmentTypeSchema.default('test_drive'),
  status: AppointmentStatusSchema.default('scheduled'),
  notes: z.string().trim().max(2000).nullish(),
});
export type CreateAppointment = z.input<typeof CreateAppointmentSchema>;

export const UpdateAppointmentSchema = z
  .object({
    status: AppointmentStatusSchema,
    scheduledAt: scheduledAtField,
    type: AppointmentTypeSchema,
    notes: z.string().trim().max(2000).nullable(),
  })
  .partial();
export type UpdateAppointment = z.input<typeof UpdateAppointmentSchema>;

export const AppointmentListQuerySchema = PageQuerySchema.extend({
  dealershipId: DealershipFilterSchema,
  status: z.union([z.literal('all'), AppointmentStatusSchema]).optional(),
  type: z.union([z.literal('all'), AppointmentTypeSchema]).optional(),
  search: z.string().trim().max(200).optional(),
  leadId: z.coerce.number().int().positive().optional(),
  /** Only appointments at or after `from` and before `to` (the calendar's day or week). */
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional(),
});

/** The count cards' filters: the list's, without status (one count per status) and paging. */
export const AppointmentCountsQuerySchema = AppointmentListQuerySchema.pick({
  dealershipId: true,
  type: true,
  search: true,
});

/** Appointments matching the filters: per status (`all` = every status), and the screen's figures. */
export const AppointmentCountsSchema = z.object({
  all: z.number().int(),
  scheduled: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
  /** Scheduled or confirmed, from now on. */
  upcoming: z.number().int(),
  /** Any status, on today's date at the appointment's own store (decision 037). */
  today: z.number().int(),
  /** Upcoming within the next 7 days. */
  thisWeek: z.number().int(),
});
export type AppointmentCounts = z.infer<typeof AppointmentCountsSchema>;

/** `resend: true` sends a reminder again after one went out; without it a second reminder is refused (409). */
export const RemindAppointmentSchema = z.object({ resend: z.boolean().optional() }).nullish();

export const ReminderResultSchema = z.object({
  appointmentId: z.number().int(),
  channel: z.enum(['sms', 'email']),
  messageId: z.number().int(),
  reminderSentAt: IsoDateSchema,
});
