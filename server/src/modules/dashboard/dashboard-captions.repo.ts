import { type SQL, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../lib/scope';
import { appointments } from '../appointments/appointments.tables';
import { followUps } from '../conversations/conversations.tables';
import { leads } from '../leads/leads.tables';

export interface CaptionCounts {
  /** Leads from yesterday's local midnight to the same wall-clock time yesterday as now. */
  newLeadsYesterdaySoFar: number;
  /** Pending follow-up steps due before next Monday's local midnight. */
  followUpsDueThisWeek: number;
  nextAppointmentAt: Date | string | null;
}

/** The local wall clock of `at` in `timeZone`, truncated to `unit`, plus `shift`, read back as an instant. */
const localBoundary = (at: SQL, timeZone: string, unit: 'day' | 'week', shift = '0 days') =>
  sql`((date_trunc(${unit}::text, ${at} AT TIME ZONE ${timeZone}::text) + ${shift}::interval) AT TIME ZONE ${timeZone}::text)`;

/**
 * The dashboard captions' figures, as extra columns of the dashboard statement (same snapshot, same cache).
 * Each reads an index: leads by (dealership, created_at), pending follow-ups by (dealership, status),
 * appointments by (dealership, scheduled_at). This month's figures come from lead_day_stats (dashboard.repo.ts).
 */
export function captionColumns(scope: Scope, now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sameTimeYesterday = sql`((${at} AT TIME ZONE ${timeZone}::text - interval '1 day') AT TIME ZONE ${timeZone}::text)`;
  return sql`
      (SELECT count(*)::int FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)} AND NOT ${leads.isTest}
        AND ${leads.createdAt} >= ${localBoundary(at, timeZone, 'day', '-1 day')}
        AND ${leads.createdAt} < ${sameTimeYesterday}) AS "newLeadsYesterdaySoFar",
      (SELECT count(*)::int FROM ${followUps} WHERE ${inScope(followUps.dealershipId, scope)}
        AND ${followUps.status} = 'pending'
        AND ${followUps.dueAt} < ${localBoundary(at, timeZone, 'week', '7 days')}) AS "followUpsDueThisWeek",
      (SELECT min(${appointments.scheduledAt}) FROM ${appointments} WHERE ${inScope(appointments.dealershipId, scope)}
        AND ${appointments.status} IN ('scheduled', 'confirmed') AND ${appointments.scheduledAt} >= ${at})
        AS "nextAppointmentAt",
`;
}
