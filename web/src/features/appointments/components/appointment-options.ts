import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  OPEN_APPOINTMENT_STATUSES,
} from '@lead-manager/contracts/appointment-vocabulary';
import type { Appointment } from '@lead-manager/contracts/appointments';

/** One list of types on both appointment screens and their forms, so a type set on one shows on the other. */
export const TYPE_OPTIONS = APPOINTMENT_TYPES;
/** Every status, No Show included, on both appointment screens. */
export const STATUS_OPTIONS = APPOINTMENT_STATUSES;

/** Its time has passed and nobody marked how it went (still scheduled or confirmed). */
export function isOverdue(appointment: Pick<Appointment, 'status' | 'scheduledAt'>, now: Date) {
  return (
    (OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status) &&
    Date.parse(appointment.scheduledAt) < now.getTime()
  );
}
