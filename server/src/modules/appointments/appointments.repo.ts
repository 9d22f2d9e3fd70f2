import type { AppointmentStatus } from '@lead-manager/contracts/appointments';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertInScope, inScope, type Scope } from '../../lib/scope';
import { dealershipNameOf, dealershipTimezoneOf } from '../dealerships/dealerships.queries';
import { joinableLeads, joinedLeadRow } from '../leads/leads.queries';
import { appointments } from './appointments.tables';

export type AppointmentRow = typeof appointments.$inferSelect;

export interface AppointmentFilter {
  status?: AppointmentStatus;
  type?: string;
  search?: string;
  leadId?: number;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

const UPCOMING_STATUSES = ['scheduled', 'confirmed'];

/** The zone of an appointment's store as stored ('' when it has none). */
const storeZoneColumn = dealershipTimezoneOf(appointments.dealershipId);

/** The zone of an appointment's store, the group's when the store has none. */
const appointmentZone = (groupZone: string) =>
  sql<string>`coalesce(nullif(${storeZoneColumn}, ''), ${groupZone}::text)`;

/** `%` and `_` typed by a person are literal characters; the pattern is lower-cased (see `leadMatches`). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The lead search of the leads screen, in the same expressions so its trigram indexes serve it: `lower(x) LIKE`
 * finds what ILIKE finds; emails are stored lower-cased.
 */
const leadMatches = (pattern: string) =>
  or(
    sql`lower(${joinableLeads.name}) LIKE ${pattern}`,
    like(joinableLeads.email, pattern),
    sql`lower(${joinableLeads.vehicleInterest}) LIKE ${pattern}`,
  );

function appointmentConditions(
  scope: Scope,
  filter: Omit<AppointmentFilter, 'limit' | 'offset'>,
): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    inScope(appointments.dealershipId, scope),
    filter.status ? eq(appointments.status, filter.status) : undefined,
    filter.type ? eq(appointments.type, filter.type) : undefined,
    filter.leadId ? eq(appointments.leadId, filter.leadId) : undefined,
    filter.from ? gte(appointments.scheduledAt, filter.from) : undefined,
    filter.to ? lt(appointments.scheduledAt, filter.to) : undefined,
    pattern ? leadMatches(pattern) : undefined,
  );
}

/**
 * One page of appointments with their leads and the total matching: the ones still ahead soonest first, then the
 * past ones latest first (what needs doing next is on top; history reads backwards from now).
 */
export async function findAppointmentPage(db: Db, scope: Scope, filter: AppointmentFilter, now: Date) {
  const where = appointmentConditions(scope, filter);
  const [totalRow] = await db
    .select({ total: count() })
    .from(appointments)
    .innerJoin(joinableLeads, eq(joinableLeads.id, appointments.leadId))
    .where(where);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({ appointment: appointments, lead: joinedLeadRow, storeZone: storeZoneColumn })
    .from(appointments)
    .innerJoin(joinableLeads, eq(joinableLeads.id, appointments.leadId))
    .where(where)
    .orderBy(
      sql`${appointments.scheduledAt} < ${at}`,
      sql`CASE WHEN ${appointments.scheduledAt} >= ${at} THEN ${appointments.scheduledAt} END`,
      desc(appointments.scheduledAt),
      asc(appointments.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return { total: totalRow?.total ?? 0, rows };
}

export type AppointmentCountRow = {
  status: string;
  total: number;
  upcoming: number;
  today: number;
  thisWeek: number;
};

/**
 * Per status, the appointments matching the filters and, among them, the upcoming ones (scheduled or confirmed
 * from `now`), those on today's date at their own store (its zone, else `groupZone`: decision 037) and those
 * upcoming within 7 days: one grouped statement.
 */
export function countAppointmentsByStatus(
  db: Db,
  scope: Scope,
  filter: Pick<AppointmentFilter, 'type' | 'search'>,
  now: Date,
  groupZone: string,
): Promise<AppointmentCountRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const zone = appointmentZone(groupZone);
  // Calendar dates read in the zone, so days of 23 or 25 hours (daylight saving) are right.
  const onToday = sql`(${appointments.scheduledAt} AT TIME ZONE ${zone})::date = (${at} AT TIME ZONE ${zone})::date`;
  const upcoming = sql`${appointments.status} IN ('scheduled', 'confirmed') AND ${appointments.scheduledAt} >= ${at}`;
  let query = db
    .select({
      status: appointments.status,
      total: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) FILTER (WHERE ${upcoming}))::int`,
      today: sql<number>`(count(*) FILTER (WHERE ${onToday}))::int`,
      thisWeek: sql<number>`(count(*) FILTER (WHERE ${upcoming}
        AND ${appointments.scheduledAt} <= ${at} + interval '7 days'))::int`,
    })
    .from(appointments)
    .$dynamic();
  // The lead is read only to search it; every appointment has one (foreign key), so the counts match the list.
  if (filter.search) query = query.innerJoin(joinableLeads, eq(joinableLeads.id, appointments.leadId));
  return query.where(appointmentConditions(scope, filter)).groupBy(appointments.status);
}

/** Scheduled or confirmed, from `now` on. */
const openFrom = (now: Date) =>
  and(inArray(appointments.status, UPCOMING_STATUSES), gte(appointments.scheduledAt, now));
const soonestFirst = [asc(appointments.scheduledAt), asc(appointments.id)];

/** Scheduled or confirmed appointments from `now` on, soonest first. */
export function findUpcomingAppointments(db: Db, scope: Scope, now: Date, limit: number) {
  return db
    .select({ appointment: appointments, lead: joinedLeadRow, storeZone: storeZoneColumn })
    .from(appointments)
    .innerJoin(joinableLeads, eq(joinableLeads.id, appointments.leadId))
    .where(and(inScope(appointments.dealershipId, scope), openFrom(now)))
    .orderBy(...soonestFirst)
    .limit(limit);
}

/** The appointment with its lead and dealership, or undefined outside the scope. */
export async function getAppointmentDetails(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({
      appointment: appointments,
      lead: joinedLeadRow,
      dealership: {
        name: dealershipNameOf(appointments.dealershipId),
        timezone: dealershipTimezoneOf(appointments.dealershipId),
      },
    })
    .from(appointments)
    .innerJoin(joinableLeads, eq(joinableLeads.id, appointments.leadId))
    .where(and(eq(appointments.id, id), inScope(appointments.dealershipId, scope)))
    .limit(1);
  return row;
}

export async function insertAppointment(
  db: Db,
  scope: Scope,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  assertInScope(scope, values.dealershipId);
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

// Any constant distinct from the product's other advisory locks; the second key is the lead's id.
const APPOINTMENTS_LOCK = 7_245_907;

/** Holds a lead's bookings until commit: two bookings of one lead at once cannot both miss each other. */
export async function lockAppointmentsOf(tx: Db, leadId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPOINTMENTS_LOCK}::int, ${leadId}::int)`);
}

/** The lead's scheduled or confirmed appointments starting between `from` and `to`, soonest first. */
export function findOpenAppointmentsOfLead(db: Db, scope: Scope, leadId: number, from: Date, to: Date) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.leadId, leadId),
        openFrom(from),
        lt(appointments.scheduledAt, to),
        inScope(appointments.dealershipId, scope),
      ),
    )
    .orderBy(...soonestFirst);
}

/** Marks the reminder sent unless one was (a second click or a retried job): false when another got there first. */
export async function claimReminder(db: Db, scope: Scope, id: number, resend: boolean) {
  const rows = await db
    .update(appointments)
    .set({ reminderSentAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.id, id),
        inScope(appointments.dealershipId, scope),
        resend ? undefined : isNull(appointments.reminderSentAt),
      ),
    )
    .returning();
  return rows[0];
}

/** The lead's soonest scheduled or confirmed appointment from `now` on. */
export async function findNextOpenOfLead(db: Db, scope: Scope, leadId: number, now: Date) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.leadId, leadId), openFrom(now), inScope(appointments.dealershipId, scope)))
    .orderBy(...soonestFirst)
    .limit(1);
  return row;
}
