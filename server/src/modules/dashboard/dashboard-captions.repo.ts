import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../lib/scope';
import { nextAppointmentAt } from '../appointments/appointments.queries';
import { pendingFollowUpCount } from '../conversations/conversations.queries';
import { realLeadsCreatedCount } from '../leads/leads.queries';

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
 * The dashboard captions' figures, as extra columns of the dashboard statement (one round trip).
 * Each reads an index: leads by (dealership, created_at), pending follow-ups by (dealership, status),
 * appointments by (dealership, scheduled_at). This month's figures come from lead_day_stats (dashboard.repo.ts).
 */
export function captionColumns(scope: Scope, now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sameTimeYesterday = sql`((${at} AT TIME ZONE ${timeZone}::text - interval '1 day') AT TIME ZONE ${timeZone}::text)`;
  return sql`
      ${realLeadsCreatedCount(scope, localBoundary(at, timeZone, 'day', '-1 day'), sameTimeYesterday)}
        AS "newLeadsYesterdaySoFar",
      ${pendingFollowUpCount(scope, localBoundary(at, timeZone, 'week', '7 days'))} AS "followUpsDueThisWeek",
      ${nextAppointmentAt(scope, at)} AS "nextAppointmentAt",
`;
}
