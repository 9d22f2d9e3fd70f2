import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { upcomingAppointmentCount } from '../appointments/appointments.queries';
import { awaitingReplyCount, pendingFollowUpCount } from '../conversations/conversations.queries';
import { leadStatsColumns } from '../reports/lead-day-stats.queries';
import { type CaptionCounts, captionColumns } from './dashboard-captions.repo';

export interface DashboardCounts extends CaptionCounts {
  /** Leads created since the 1st of this local month, and those of them closed as sold. */
  leadsThisMonth: number;
  soldThisMonth: number;
  newLeadsToday: number;
  activeAwaitingReply: number;
  pendingFollowUps: number;
  upcomingAppointments: number;
  soldLeads: number;
  totalLeads: number;
}

/**
 * Every dashboard number in one statement. Each module owning a table gives its count as a subquery (its
 * *.queries.ts); the dashboard composes them into one round trip. The benchmark runs it bare.
 */
export function dashboardStatement(scope: Scope, now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`SELECT ${awaitingReplyCount(scope)} AS "activeAwaitingReply",
      ${pendingFollowUpCount(scope)} AS "pendingFollowUps",
      ${upcomingAppointmentCount(scope, at)} AS "upcomingAppointments",${captionColumns(scope, now, timeZone)}
      lead_stats.*
    FROM (${leadStatsColumns(scope, now)}) AS lead_stats`;
}

/** Every dashboard number; each part uses an index on dealership_id. */
export async function countDashboard(
  db: Db,
  scope: Scope,
  now: Date,
  timeZone: string,
): Promise<DashboardCounts> {
  const [row] = await queryRows<DashboardCounts>(db, dashboardStatement(scope, now, timeZone));
  if (!row) throw new Error('dashboard query returned no row');
  return row;
}
