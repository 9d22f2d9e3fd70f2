import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { appointments } from '../appointments/appointments.tables';
import { conversations, followUps, messages } from '../conversations/conversations.tables';
import { leads } from '../leads/leads.tables';

export interface DashboardCounts {
  newLeadsToday: number;
  activeAwaitingReply: number;
  pendingFollowUps: number;
  upcomingAppointments: number;
  closedLeads: number;
  totalLeads: number;
}

/**
 * The instant the local day of `now` began in `timeZone`: the wall-clock date at midnight, read back in that
 * zone, so days of 23 or 25 hours (daylight saving changes) are right.
 */
export function localMidnight(now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(date_trunc('day', ${at} AT TIME ZONE ${timeZone}::text) AT TIME ZONE ${timeZone}::text)`;
}

/** Every dashboard number in one round trip; each part uses an index on dealership_id. */
export async function countDashboard(
  db: Db,
  scope: Scope,
  now: Date,
  timeZone: string,
): Promise<DashboardCounts> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // The newest message of a conversation decides whether the customer is waiting for an answer.
  const lastSender = sql`(SELECT ${messages.sender} FROM ${messages}
    WHERE ${messages.conversationId} = ${conversations.id}
    ORDER BY ${messages.createdAt} DESC, ${messages.id} DESC LIMIT 1)`;
  const [row] = await queryRows<DashboardCounts>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)}
        AND ${leads.createdAt} >= ${localMidnight(now, timeZone)}) AS "newLeadsToday",
      (SELECT count(*)::int FROM ${conversations} WHERE ${inScope(conversations.dealershipId, scope)}
        AND ${conversations.isActive} AND ${lastSender} = 'customer') AS "activeAwaitingReply",
      (SELECT count(*)::int FROM ${followUps} WHERE ${inScope(followUps.dealershipId, scope)}
        AND ${followUps.status} = 'pending') AS "pendingFollowUps",
      (SELECT count(*)::int FROM ${appointments} WHERE ${inScope(appointments.dealershipId, scope)}
        AND ${appointments.status} IN ('scheduled', 'confirmed') AND ${appointments.scheduledAt} >= ${at})
        AS "upcomingAppointments",
      closed_and_all.*
    FROM (SELECT count(*) FILTER (WHERE ${leads.status} = 'closed')::int AS "closedLeads", count(*)::int AS "totalLeads"
      FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)}) AS closed_and_all`,
  );
  if (!row) throw new Error('dashboard query returned no row');
  return row;
}
