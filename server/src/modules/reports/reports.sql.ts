import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../lib/scope';

/**
 * A report's days, in one time zone: `[from 00:00, to + 1 day 00:00)` local time, as instants. Reading the wall
 * clock back in the zone makes days of 23 or 25 hours (daylight saving changes) right.
 */
export interface ReportWindow {
  from: string;
  to: string;
  timeZone: string;
}

export const windowStart = (w: ReportWindow): SQL =>
  sql`(${w.from}::date::timestamp AT TIME ZONE ${w.timeZone}::text)`;
export const windowEnd = (w: ReportWindow): SQL =>
  sql`((${w.to}::date + 1)::timestamp AT TIME ZONE ${w.timeZone}::text)`;

/** A chart's period, and how many things fell in each. */
export type Period = 'day' | 'week';
export type PeriodCount = { period: string; count: number };

/** `column` (an instant) falls on one of the window's local days. */
export const inWindow = (column: SQL, w: ReportWindow): SQL =>
  sql`${column} >= ${windowStart(w)} AND ${column} < ${windowEnd(w)}`;

/** The local calendar day (or the Monday of its week) of an instant, as `YYYY-MM-DD`. */
export const localDay = (column: SQL, w: ReportWindow, interval: 'day' | 'week'): SQL =>
  sql`to_char(date_trunc(${interval}::text, ${column} AT TIME ZONE ${w.timeZone}::text), 'YYYY-MM-DD')`;

/** `column` (a dealership id) is one of the scope's stores. */
export function inStores(column: SQL, scope: Scope): SQL {
  if (scope.all) return sql`true`;
  if (scope.dealershipIds.length === 0) return sql`false`;
  return sql`${column} IN (${sql.join(
    scope.dealershipIds.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/** The leads a report is about: real (not test) leads of the scope that arrived in the window. */
export const cohortCondition = (scope: Scope, w: ReportWindow): SQL =>
  sql`NOT leads.is_test AND ${inStores(sql`leads.dealership_id`, scope)} AND ${inWindow(sql`leads.created_at`, w)}`;

/** Seconds as a float, never negative (a reply stamped a moment before its lead); null while `later` is null
 * (greatest() alone would turn that null into 0). */
export const secondsBetween = (later: SQL, earlier: SQL): SQL =>
  sql`(CASE WHEN ${later} IS NULL THEN NULL ELSE greatest(extract(epoch FROM ${later} - ${earlier}), 0)::float8 END)`;

/** Postgres numbers arrive as number or string depending on driver and type. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
