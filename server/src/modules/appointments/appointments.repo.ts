import type { AppointmentStatus } from '@lead-manager/contracts/appointments';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { appointments } from './appointments.tables';

export type AppointmentRow = typeof appointments.$inferSelect;

export interface AppointmentFilter {
  status?: AppointmentStatus;
  type?: string;
  search?: string;
  leadId?: number;
  limit: number;
  offset: number;
}

const UPCOMING_STATUSES = ['scheduled', 'confirmed'];

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function appointmentConditions(scope: Scope, filter: AppointmentFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    inScope(appointments.dealershipId, scope),
    filter.status ? eq(appointments.status, filter.status) : undefined,
    filter.type ? eq(appointments.type, filter.type) : undefined,
    filter.leadId ? eq(appointments.leadId, filter.leadId) : undefined,
    pattern
      ? or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.vehicleInterest, pattern))
      : undefined,
  );
}

/** One page of appointments with their leads, latest first, and the total matching. */
export async function findAppointmentPage(db: Db, scope: Scope, filter: AppointmentFilter) {
  const where = appointmentConditions(scope, filter);
  const [totalRow] = await db
    .select({ total: count() })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(where);
  const rows = await db
    .select({ appointment: appointments, lead: leads })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(where)
    .orderBy(desc(appointments.scheduledAt), desc(appointments.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { total: totalRow?.total ?? 0, rows };
}

/** Scheduled or confirmed appointments from `now` on, soonest first. */
export function findUpcomingAppointments(db: Db, scope: Scope, now: Date, limit: number) {
  return db
    .select({ appointment: appointments, lead: leads })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(
      and(
        inScope(appointments.dealershipId, scope),
        inArray(appointments.status, UPCOMING_STATUSES),
        gte(appointments.scheduledAt, now),
      ),
    )
    .orderBy(asc(appointments.scheduledAt), asc(appointments.id))
    .limit(limit);
}

/** The appointment with its lead and dealership, or undefined outside the scope. */
export async function getAppointmentDetails(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({
      appointment: appointments,
      lead: leads,
      dealership: { name: dealerships.name, timezone: dealerships.timezone },
    })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .innerJoin(dealerships, eq(dealerships.id, appointments.dealershipId))
    .where(and(eq(appointments.id, id), inScope(appointments.dealershipId, scope)))
    .limit(1);
  return row;
}

export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment insert returned no row');
  return row;
}

export async function updateAppointment(
  db: Db,
  scope: Scope,
  id: number,
  patch: Partial<Pick<AppointmentRow, 'status' | 'scheduledAt' | 'type' | 'notes' | 'reminderSentAt'>>,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), inScope(appointments.dealershipId, scope)))
    .returning();
  return row;
}
