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
  /** Leads created since the 1st of this local month, and those of them closed. */
  leadsThisMonth: number;
  closedThisMonth: number;
}

/** The local wall clock of `at` in `timeZone`, truncated to `unit`, plus `shift`, read back as an instant. */
const localBoundary = (at: SQL, timeZone: string, unit: 'day' | 'week' | 'month', shift = '0 days') =>
  sql`((date_trunc(${unit}::text, ${at} AT TIME ZONE ${timeZone}::text) + ${shift}::interval) AT TIME ZONE ${timeZone}::text)`;

/**
 * The dashboard captions' figures, as extra columns of the dashboard statement (same snapshot, same cache).
 * Each reads an index: leads by (dealership, created_at) or (dealership, status, created_at), pending follow-ups
 * by (dealership, status), appointments by (dealership, scheduled_at).
 */
export function captionColumns(scope: Scope, now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sameTimeYesterday = sql`((${at} AT TIME ZONE ${timeZone}::text - interval '1 day') AT TIME ZONE ${timeZone}::text)`;
  const monthStart = localBoundary(at, timeZone, 'month');
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
      (SELECT count(*)::int FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)} AND NOT ${leads.isTest}
        AND ${leads.createdAt} >= ${monthStart}) AS "leadsThisMonth",
      (SELECT count(*)::int FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)} AND NOT ${leads.isTest}
        AND ${leads.status} = 'closed' AND ${leads.createdAt} >= ${monthStart}) AS "closedThisMonth",`;
}
