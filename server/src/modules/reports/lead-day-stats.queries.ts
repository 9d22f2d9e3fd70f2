// The reports module's reads that other modules may use: the dashboard's lead counts from lead_day_stats, as a
// subquery the dashboard composes into its one statement.
import { type SQL, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../lib/scope';
import { dealershipTimezoneJoin } from '../dealerships/dealerships.queries';
import { leadDayStats, leadStatusTotals } from './lead-day-stats.tables';

/**
 * The lead counts from lead_day_stats (kept by triggers, see lead-day-stats.tables.ts): this month's days of each
 * store in its own zone (a few hundred rows, read by the key's day range), and the all-time totals per store and
 * status from lead_status_totals (a few rows, however long the group's history).
 */
export function leadStatsColumns(scope: Scope, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const zone = dealershipTimezoneJoin(leadDayStats.dealershipId);
  const localToday = sql`(${at} AT TIME ZONE ${zone.timezone})::date`;
  const monthStart = sql`date_trunc('month', ${localToday})::date`;
  return sql`SELECT month."newLeadsToday", month."leadsThisMonth", month."soldThisMonth",
      totals."totalLeads", totals."soldLeads"
    FROM (SELECT coalesce(sum(${leadDayStats.leads}) FILTER (WHERE ${leadDayStats.day} = ${localToday}), 0)::int AS "newLeadsToday",
        coalesce(sum(${leadDayStats.leads}) FILTER (WHERE ${leadDayStats.day} >= ${monthStart}), 0)::int AS "leadsThisMonth",
        coalesce(sum(${leadDayStats.sold}) FILTER (WHERE ${leadDayStats.day} >= ${monthStart}), 0)::int AS "soldThisMonth"
      FROM ${leadDayStats} ${zone.join}
      -- Every zone's month has begun by 32 days ago: a bound on the key, so only the month's rows are read.
      WHERE ${inScope(leadDayStats.dealershipId, scope)} AND ${leadDayStats.day} >= (${at} - interval '32 days')::date) month,
    (SELECT coalesce(sum(${leadStatusTotals.leads}), 0)::int AS "totalLeads",
        coalesce(sum(${leadStatusTotals.sold}), 0)::int AS "soldLeads"
      FROM ${leadStatusTotals} WHERE ${inScope(leadStatusTotals.dealershipId, scope)}) totals`;
}
