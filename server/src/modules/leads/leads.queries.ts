// The leads module's reads that other modules may use: the list's filters (the CSV export pages through them), the
// search condition (the conversations list searches leads the same way), one lead by id or by phone or address (the
// lead score, a customer's message), the leads for another module's statement to join, and the dashboard's count
// of new leads. Everything else in leads.repo is the module's own.
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  ne,
  not,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { joinableDealerships, joinedDealershipRow } from '../dealerships/dealerships.queries';
import { leads } from './leads.tables';

export { findLeads, type LeadFilter, leadSearchCondition } from './lead-list.repo';
export { getLeadById, type LeadRow } from './leads.repo';

/**
 * Leads created in [from, to), as a scalar subquery the dashboard composes into its one statement. Leads made by
 * the Webhook Setup Test button are not business: no dashboard figure counts them. Read by the
 * (dealership, created_at) index.
 */
export const realLeadsCreatedCount = (scope: Scope, from: SQL, to: SQL): SQL =>
  sql`(SELECT count(*)::int FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)} AND NOT ${leads.isTest}
        AND ${leads.createdAt} >= ${from} AND ${leads.createdAt} < ${to})`;

/**
 * Not one of the few test leads (Webhook Setup's Test button), for the lead id `leadId`: an anti-join on their partial
 * index instead of reading each lead. Every count and list leaves them out, except the Leads list's own Test filter.
 */
export const realLead = (leadId: SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${leads} t WHERE t.id = ${leadId} AND t.is_test)`;

/** The name of the lead `leadId` names, as a scalar subquery (null once it is deleted). */
export const leadNameOf = (leadId: SQL): SQL<string | null> =>
  sql<string | null>`(SELECT ${leads.name} FROM ${leads} WHERE ${leads.id} = ${leadId})`;

/** Whether `lead` (a leads row's alias) was closed as sold: what conversion, the funnel and the reports count. */
export const soldLead = (lead: SQL): SQL => sql`(${lead}.outcome = 'sold')`;

/** Whether `lead` (a leads row's alias) was closed as lost (its reason in `lost_reason`): what Reports' "Lost" counts. */
export const lostLead = (lead: SQL): SQL => sql`(${lead}.outcome = 'lost')`;

/** The column a customer's phone (sms) or lower-cased email (email) is stored in. */
const leadAddressColumn = (channel: 'sms' | 'email') => (channel === 'sms' ? leads.phone : leads.email);

/** The newest lead with this E.164 phone or lower-cased email, of these stores (or of any store). */
export async function findLeadByAddress(db: Db, scope: Scope, channel: 'sms' | 'email', address: string) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(inScope(leads.dealershipId, scope), eq(leadAddressColumn(channel), address)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return row;
}

/** The ids of the leads with this phone (sms) or lower-cased email (email), as a subquery for another module. */
export const leadIdsWithAddress = (channel: 'sms' | 'email', address: string): SQL =>
  sql`(SELECT ${leads.id} FROM ${leads} WHERE ${leadAddressColumn(channel)} = ${address})`;

/** The lead `leadId` names: a subquery another module passes (e.g. its latest conversation's lead), in one statement. */
export async function findLeadBy(db: Db, scope: Scope, leadId: SQLWrapper) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(sql`${leads.id} = (${leadId})`, inScope(leads.dealershipId, scope)))
    .limit(1);
  return row;
}

/**
 * The leads, for another module's statement to join its rows to by lead id (`joinableLeads.id`) and stay one
 * statement (the lists, the delivery job). A plain subquery: PostgreSQL pulls it up into the join, so the plan and
 * the indexes it reads are those of the table. Search it with `leadSearchCondition(text, joinableLeads)`.
 */
export const joinableLeads = new QueryBuilder().select(getTableColumns(leads)).from(leads).as('lead');
/** The joined lead's whole row (a LeadRow), for the selection of a statement that joins `joinableLeads`. */
export const joinedLeadRow = { ...joinableLeads._.selectedFields };

/** The lead with its dealership's name and zone, or undefined outside the scope. */
export async function getLeadWithDealership(db: Db, scope: Scope, leadId: number) {
  const [row] = await db
    .select({
      lead: getTableColumns(leads),
      dealershipName: joinableDealerships.name,
      timezone: joinableDealerships.timezone,
      dealership: joinedDealershipRow,
    })
    .from(leads)
    .innerJoin(joinableDealerships, eq(joinableDealerships.id, leads.dealershipId))
    .where(and(eq(leads.id, leadId), inScope(leads.dealershipId, scope)))
    .limit(1);
  return row;
}

/** How many open leads (not closed, not test) each of these people owns in scope; someone with none is left out. */
export async function countOpenLeadsOf(
  db: Db,
  scope: Scope,
  userIds: number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: leads.assignedUserId, open: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        inArray(leads.assignedUserId, userIds),
        ne(leads.status, 'closed'),
        not(leads.isTest),
        inScope(leads.dealershipId, scope),
      ),
    )
    .groupBy(leads.assignedUserId);
  return new Map(rows.map((r) => [r.userId ?? 0, r.open]));
}

/**
 * Which of these leads are test leads (Webhook Setup's Test, a platform's "Send test data"): Webhook Setup says a
 * delivery made one, since only the Leads list's Test filter shows them. Read by the test leads' partial index.
 */
export async function findTestLeadIds(db: Db, scope: Scope, leadIds: number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(inArray(leads.id, leadIds), leads.isTest, inScope(leads.dealershipId, scope)));
  return new Set(rows.map((r) => r.id));
}
