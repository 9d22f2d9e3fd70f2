import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../lib/scope';
import { dealershipTimezoneOf } from '../dealerships/dealerships.queries';

/**
 * A report's days: `[from 00:00, to + 1 day 00:00)` local time, as instants. Every row is counted on its own store's
 * days, under "All dealerships" too (decision 045): a Chevrolet lead is in a Chevrolet report and in All alike, so All
 * is the sum of its stores. `timeZone` is the zone the stores in view share, or null where they differ; the group's
 * zone stands in for a store without one. Reading the wall clock back in the zone makes days of 23 or 25 hours
 * (daylight saving changes) right.
 */
export interface ReportWindow {
  from: string;
  to: string;
  timeZone: string | null;
  groupTimeZone: string;
}

/** The zone a row's days are counted in: its store's (`store`, a dealership id column). */
const storeZone = (store: SQL, w: ReportWindow): SQL =>
  sql`coalesce(nullif(${dealershipTimezoneOf(store)}, ''), ${w.groupTimeZone}::text)`;

/** A chart's period, and how many things fell in each. */
export type Period = 'day' | 'week';
export type PeriodCount = { period: string; count: number };

/**
 * `column` (an instant) falls on one of the window's days of the row's store (`store`). Every zone's days lie within
 * a day of UTC's, so a UTC bound a day wider keeps the index range on `column`; the store's zone then decides.
 */
export const inWindow = (column: SQL, store: SQL, w: ReportWindow): SQL => {
  const zone = storeZone(store, w);
  return sql`${column} >= ((${w.from}::date - 1)::timestamp AT TIME ZONE 'UTC')
    AND ${column} < ((${w.to}::date + 2)::timestamp AT TIME ZONE 'UTC')
    AND ${column} >= (${w.from}::date::timestamp AT TIME ZONE ${zone})
    AND ${column} < ((${w.to}::date + 1)::timestamp AT TIME ZONE ${zone})`;
};

/** The local calendar day (or the Monday of its week) of an instant in its store's zone, as `YYYY-MM-DD`. */
export const localDay = (column: SQL, store: SQL, w: ReportWindow, interval: 'day' | 'week'): SQL =>
  sql`to_char(date_trunc(${interval}::text, ${column} AT TIME ZONE ${storeZone(store, w)}), 'YYYY-MM-DD')`;

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
  sql`NOT leads.is_test AND ${inStores(sql`leads.dealership_id`, scope)} AND ${inWindow(sql`leads.created_at`, sql`leads.dealership_id`, w)}`;

/** Seconds as a float, never negative (a reply stamped a moment before its lead); null while `later` is null
 * (greatest() alone would turn that null into 0). */
export const secondsBetween = (later: SQL, earlier: SQL): SQL =>
  sql`(CASE WHEN ${later} IS NULL THEN NULL ELSE greatest(extract(epoch FROM ${later} - ${earlier}), 0)::float8 END)`;

/** Postgres numbers arrive as number or string depending on driver and type. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
