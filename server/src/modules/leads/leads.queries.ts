// The leads module's reads that other modules may use: the list's filters (the CSV export pages through them), the
// search condition (the conversations list searches leads the same way), one lead by id or by phone or address (the
// lead score, a customer's message) and the dashboard's count of new leads. Everything else in leads.repo is the module's own.
import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { leads } from './leads.tables';

export { findLeads, getLeadById, type LeadFilter, type LeadRow, leadSearchCondition } from './leads.repo';

/**
 * Leads created in [from, to), as a scalar subquery the dashboard composes into its one statement. Leads made by
 * the Webhook Setup Test button are not business: no dashboard figure counts them. Read by the
 * (dealership, created_at) index.
 */
export const realLeadsCreatedCount = (scope: Scope, from: SQL, to: SQL): SQL =>
  sql`(SELECT count(*)::int FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)} AND NOT ${leads.isTest}
        AND ${leads.createdAt} >= ${from} AND ${leads.createdAt} < ${to})`;

/** The column a customer's phone (sms) or lower-cased email (email) is stored in. */
export const leadAddressColumn = (channel: 'sms' | 'email') =>
  channel === 'sms' ? leads.phone : leads.email;

/** The newest lead with this E.164 phone or lower-cased email, of these stores (or of any store). */
export async function findLeadByAddress(
  db: Db,
  storeIds: number[] | 'any',
  channel: 'sms' | 'email',
  address: string,
) {
  const inStores = storeIds === 'any' ? undefined : inArray(leads.dealershipId, storeIds);
  const [row] = await db
    .select()
    .from(leads)
    .where(and(inStores, eq(leadAddressColumn(channel), address)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return row;
}

/** The ids of the leads with this phone (sms) or lower-cased email (email), as a subquery for another module. */
export const leadIdsWithAddress = (channel: 'sms' | 'email', address: string): SQL =>
  sql`(SELECT ${leads.id} FROM ${leads} WHERE ${leadAddressColumn(channel)} = ${address})`;

/** The lead `leadId` names: a subquery another module passes (e.g. its latest conversation's lead), in one statement. */
export async function findLeadBy(db: Db, leadId: SQLWrapper) {
  const [row] = await db.select().from(leads).where(sql`${leads.id} = (${leadId})`).limit(1);
  return row;
}
