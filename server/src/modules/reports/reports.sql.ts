import { type SQL, sql } from 'drizzle-orm';
import { isValidTimeZone } from '../../integrations/sms/quiet-hours';
import type { Scope } from '../../lib/scope';

/**
 * A report's days: `[from 00:00, to + 1 day 00:00)` local time, as instants. Every row is counted on its own store's
 * days, under "All dealerships" too (decision 045): a Chevrolet lead is in a Chevrolet report and in All alike, so All
 * is the sum of its stores. `zones`: the stores in view by zone (read once per report, so a statement compares with
 * constants and keeps its index ranges); `timeZone`: the one zone they share, or null. A row with no store (an
 * opt-out of no store's conversation) takes the group's days. Reading the wall clock back in the zone makes days of
 * 23 or 25 hours (daylight saving changes) right.
 */
export interface ReportWindow {
  from: string;
  to: string;
  timeZone: string | null;
  groupTimeZone: string;
  zones: ReadonlyMap<string, readonly number[]>;
}

/** The stores of each zone, from the stores in view; a store with no valid zone keeps the group's days. */
export function zonesOf(stores: readonly { id: number; timezone: string }[], groupTimeZone: string) {
  const zones = new Map<string, number[]>();
  for (const { id, timezone } of stores) {
    const zone = isValidTimeZone(timezone) ? timezone : groupTimeZone;
    zones.set(zone, [...(zones.get(zone) ?? []), id]);
  }
  return zones;
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** `column` in `[from, to]`'s days in `zone`. */
const inZoneDays = (column: SQL, w: ReportWindow, zone: string): SQL =>
  sql`${column} >= (${w.from}::date::timestamp AT TIME ZONE ${zone}::text)
    AND ${column} < ((${w.to}::date + 1)::timestamp AT TIME ZONE ${zone}::text)`;

/** A chart's period, and how many things fell in each. */
export type Period = 'day' | 'week';
export type PeriodCount = { period: string; count: number };

/**
 * `column` (an instant) falls on one of the window's days of the row's store (`store`, a dealership id column). Every
 * zone's days lie within a day of UTC's, so a UTC bound a day wider keeps one index range on `column` whatever the
 * zones.
 */
export const inWindow = (column: SQL, store: SQL, w: ReportWindow): SQL => {
  const byZone = [...w.zones].map(
    ([zone, list]) => sql`(${store} IN (${ids(list)}) AND ${inZoneDays(column, w, zone)})`,
  );
  byZone.push(sql`(${store} IS NULL AND ${inZoneDays(column, w, w.groupTimeZone)})`);
  return sql`${column} >= ((${w.from}::date - 1)::timestamp AT TIME ZONE 'UTC')
    AND ${column} < ((${w.to}::date + 2)::timestamp AT TIME ZONE 'UTC')
    AND (${sql.join(byZone, sql` OR `)})`;
};

/** The zone of the row's store (`store`), as an expression of constants. */
const storeZone = (store: SQL, w: ReportWindow): SQL => {
  if (w.timeZone) return sql`${w.timeZone}::text`;
  const cases = [...w.zones].map(([zone, list]) => sql`WHEN ${store} IN (${ids(list)}) THEN ${zone}::text`);
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE ${w.groupTimeZone}::text END)`;
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
