// The reports module's reads that other modules may use: the dashboard's lead counts from lead_day_stats, as a
// subquery the dashboard composes into its one statement.
import { type SQL, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../lib/scope';
import { dealershipTimezoneJoin } from '../dealerships/dealerships.queries';
import { leadDayStats } from './lead-day-stats.tables';

/**
 * The lead counts from lead_day_stats (kept by triggers, see lead-day-stats.tables.ts): a few rows per store and
 * day instead of every lead, each store's days in its own zone. Today and this month are the store's own.
 */
export function leadStatsColumns(scope: Scope, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const zone = dealershipTimezoneJoin(leadDayStats.dealershipId);
  const localToday = sql`(${at} AT TIME ZONE ${zone.timezone})::date`;
  return sql`SELECT coalesce(sum(${leadDayStats.leads}) FILTER (WHERE ${leadDayStats.day} = ${localToday}), 0)::int AS "newLeadsToday",
      coalesce(sum(${leadDayStats.leads}) FILTER (WHERE ${leadDayStats.status} = 'closed'), 0)::int AS "closedLeads",
      coalesce(sum(${leadDayStats.leads}), 0)::int AS "totalLeads",
      coalesce(sum(${leadDayStats.leads}) FILTER (WHERE ${leadDayStats.day} >= date_trunc('month', ${localToday})::date), 0)::int
        AS "leadsThisMonth",
      coalesce(sum(${leadDayStats.leads}) FILTER (WHERE ${leadDayStats.day} >= date_trunc('month', ${localToday})::date
        AND ${leadDayStats.status} = 'closed'), 0)::int AS "closedThisMonth"
    FROM ${leadDayStats} ${zone.join}
    WHERE ${inScope(leadDayStats.dealershipId, scope)}`;
}
