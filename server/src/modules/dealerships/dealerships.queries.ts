// The dealerships module's reads that other modules may use (the routing of inbound leads, the dashboard's local
// days, the stores for another module's statement to join).
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { dealerships } from './dealerships.tables';

export { getDealershipById } from './dealerships.repo';

/** Each store of the scope with its IANA time zone (a few rows): to count each store's rows on its own days. */
export function findStoreTimezones(db: Db, scope: Scope): Promise<{ id: number; timezone: string }[]> {
  return db
    .select({ id: dealerships.id, timezone: dealerships.timezone })
    .from(dealerships)
    .where(inScope(dealerships.id, scope))
    .orderBy(asc(dealerships.id));
}

/** The ids of the dealerships in the scope (every one for ALL_DEALERSHIPS). */
export async function findAllDealershipIds(db: Db, scope: Scope): Promise<number[]> {
  const rows = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(inScope(dealerships.id, scope))
    .orderBy(asc(dealerships.id));
  return rows.map((r) => r.id);
}

/**
 * For a statement another module composes over rows that carry a dealership id: the JOIN that brings each row's
 * dealership, and that dealership's IANA time zone to compute its local days with.
 */
export function dealershipTimezoneJoin(dealershipId: AnyPgColumn | SQL) {
  return {
    join: sql`JOIN ${dealerships} ON ${dealerships.id} = ${dealershipId}`,
    timezone: sql`${dealerships.timezone}`,
  };
}

/**
 * For a statement another module composes over rows that carry a dealership id: true when that store has CRM lead
 * addresses (ADF out, decision 054), read in the statement itself.
 */
export function storeHasCrmAddress(dealershipId: AnyPgColumn | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${dealerships} WHERE ${dealerships.id} = ${dealershipId}
    AND cardinality(${dealerships.crmLeadEmails}) > 0)`;
}

const routingColumns = {
  id: dealerships.id,
  name: dealerships.name,
  brand: dealerships.brand,
  facebookPageId: dealerships.facebookPageId,
  googleKey: dealerships.googleKey,
  captureKey: dealerships.captureKey,
};

/** Every dealership with the keys that route inbound leads (few rows: read whole). */
export function findRoutingDealerships(db: Db) {
  return db.select(routingColumns).from(dealerships).orderBy(asc(dealerships.id));
}
export type RoutingDealership = Awaited<ReturnType<typeof findRoutingDealerships>>[number];

/**
 * Orders rows by their dealership's name, as the tables show it: the stores' ids in name order are read once per
 * query (an InitPlan), not once per row (795 -> 132 ms on 100k leads).
 */
export const dealershipNameOrder = (dealershipId: AnyPgColumn): SQL =>
  sql`array_position((SELECT array_agg(${dealerships.id} ORDER BY ${dealerships.name}) FROM ${dealerships}), ${dealershipId})`;

/** A dealership's name and IANA time zone as scalar subqueries, for another module's statement over its rows. */
export const dealershipNameOf = (dealershipId: AnyPgColumn) =>
  sql<string>`(SELECT ${dealerships.name} FROM ${dealerships} WHERE ${dealerships.id} = ${dealershipId})`;
export const dealershipTimezoneOf = (dealershipId: AnyPgColumn) =>
  sql<string>`(SELECT ${dealerships.timezone} FROM ${dealerships} WHERE ${dealerships.id} = ${dealershipId})`;

/** The dealership's own zone (an empty string when it has none: the caller falls back to the group's). */
export async function getDealershipTimezone(db: Db, scope: Scope, dealershipId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: dealerships.timezone })
    .from(dealerships)
    .where(and(eq(dealerships.id, dealershipId), inScope(dealerships.id, scope)))
    .limit(1);
  return row?.timezone ?? '';
}

/**
 * The dealerships, for another module's statement to join its rows to by dealership id (`joinableDealerships.id`)
 * and stay one statement (the delivery job, a conversation's page). A plain subquery, pulled up into the join by
 * PostgreSQL: the plan is the table's.
 */
export const joinableDealerships = new QueryBuilder()
  .select(getTableColumns(dealerships))
  .from(dealerships)
  .as('dealership');
/** The joined dealership's whole row, for the selection of a statement that joins `joinableDealerships`. */
export const joinedDealershipRow = { ...joinableDealerships._.selectedFields };
