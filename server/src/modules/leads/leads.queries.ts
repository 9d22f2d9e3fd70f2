// The leads module's reads that other modules may use: the list's filters (the CSV export pages through them), the
// search condition (the conversations list searches leads the same way), one lead by id (the lead score) and the
// dashboard's count of new leads. Everything else in leads.repo is the module's own.
import { type SQL, sql } from 'drizzle-orm';
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
