// The appointments module's reads that other modules may use: the lead score's engagement (lead-sources), the
// assistant's reminder and booking checks, and the dashboard's figures, as scalar subqueries the dashboard composes
// into its one statement.
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { appointments } from './appointments.tables';

/** Whether the lead has an appointment that was not cancelled (booked, kept or missed). */
export async function hasBookedAppointment(db: Db, scope: Scope, leadId: number): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.leadId, leadId),
        sql`${appointments.status} <> 'cancelled'`,
        inScope(appointments.dealershipId, scope),
      ),
    );
  return (row?.total ?? 0) > 0;
}

/** One appointment for the reminder job (which passes every store: jobs act for the system). */
export async function getAppointmentForReminder(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), inScope(appointments.dealershipId, scope)))
    .limit(1);
  return row;
}

/** True when the lead already has this exact time booked (a retried reply job books nothing twice). */
export async function hasAppointmentAt(db: Db, scope: Scope, leadId: number, at: Date) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.leadId, leadId),
        eq(appointments.scheduledAt, at),
        inScope(appointments.dealershipId, scope),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const openFrom = (scope: Scope, at: SQL) =>
  sql`${inScope(appointments.dealershipId, scope)}
        AND ${appointments.status} IN ('scheduled', 'confirmed') AND ${appointments.scheduledAt} >= ${at}`;

/** Open appointments from `at` on (read by the (dealership, scheduled_at) index). */
export const upcomingAppointmentCount = (scope: Scope, at: SQL): SQL =>
  sql`(SELECT count(*)::int FROM ${appointments} WHERE ${openFrom(scope, at)})`;

/** When the next open appointment from `at` on is, or null. */
export const nextAppointmentAt = (scope: Scope, at: SQL): SQL =>
  sql`(SELECT min(${appointments.scheduledAt}) FROM ${appointments} WHERE ${openFrom(scope, at)})`;

/** Whether the lead `leadId` names has an appointment: a condition for another module's statement. */
export const hasAnyAppointment = (leadId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${appointments} WHERE ${appointments.leadId} = ${leadId})`;

/** Whether the lead `leadId` names came to an appointment (completed): a condition for another statement. */
export const hasCompletedAppointment = (leadId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${appointments} WHERE ${appointments.leadId} = ${leadId}
        AND ${appointments.status} = 'completed')`;
