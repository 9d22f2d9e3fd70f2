import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { cohortCondition, localDay, type ReportWindow, secondsBetween } from './reports.sql';

/** Counts of one group of leads (all, one source, one store) and how far they got. */
export interface LeadGroupRow {
  source: string | null;
  dealership_id: number | null;
  /** 0 for a per-source or per-store row, 1 where the column is rolled up. */
  by_source: number;
  by_store: number;
  leads: number;
  contacted: number;
  appointments: number;
  shown: number;
  closed: number;
  answered: number;
  within_5m: number;
  within_1h: number;
  median_s: number | null;
  p90_s: number | null;
  human_median_s: number | null;
  human_p90_s: number | null;
  b_1m: number;
  b_5m: number;
  b_15m: number;
  b_1h: number;
  b_4h: number;
  b_24h: number;
  b_later: number;
}

/**
 * Every lead figure in one pass over the range's leads (an index range on created_at): the totals, each source and
 * each store (grouping sets). Response times come from the lead's own first-response columns, kept by a trigger.
 * Contacted = got a message or moved past `new`; appointment set / shown = has any / a completed appointment.
 */
export async function countLeadGroups(db: Db, scope: Scope, w: ReportWindow): Promise<LeadGroupRow[]> {
  return queryRows<LeadGroupRow>(
    db,
    sql`WITH cohort AS (
      SELECT leads.source, leads.dealership_id, leads.status,
        ${secondsBetween(sql`leads.first_response_at`, sql`leads.created_at`)} AS wait,
        ${secondsBetween(sql`leads.first_human_response_at`, sql`leads.created_at`)} AS human_wait,
        (leads.first_response_at IS NOT NULL OR leads.status <> 'new') AS contacted,
        EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = leads.id) AS has_appointment,
        EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = leads.id AND a.status = 'completed') AS shown
      FROM leads WHERE ${cohortCondition(scope, w)}
    )
    SELECT source, dealership_id,
      grouping(source)::int AS by_source, grouping(dealership_id)::int AS by_store,
      count(*)::int AS leads,
      count(*) FILTER (WHERE contacted)::int AS contacted,
      count(*) FILTER (WHERE has_appointment)::int AS appointments,
      count(*) FILTER (WHERE shown)::int AS shown,
      count(*) FILTER (WHERE status = 'closed')::int AS closed,
      count(wait)::int AS answered,
      count(*) FILTER (WHERE wait <= 300)::int AS within_5m,
      count(*) FILTER (WHERE wait <= 3600)::int AS within_1h,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY wait) AS median_s,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY wait) AS p90_s,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY human_wait) AS human_median_s,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY human_wait) AS human_p90_s,
      count(*) FILTER (WHERE wait <= 60)::int AS b_1m,
      count(*) FILTER (WHERE wait > 60 AND wait <= 300)::int AS b_5m,
      count(*) FILTER (WHERE wait > 300 AND wait <= 900)::int AS b_15m,
      count(*) FILTER (WHERE wait > 900 AND wait <= 3600)::int AS b_1h,
      count(*) FILTER (WHERE wait > 3600 AND wait <= 14400)::int AS b_4h,
      count(*) FILTER (WHERE wait > 14400 AND wait <= 86400)::int AS b_24h,
      count(*) FILTER (WHERE wait > 86400)::int AS b_later
    FROM cohort
    GROUP BY GROUPING SETS ((), (source), (dealership_id))`,
  );
}

export interface UnansweredLeadRow {
  id: number;
  name: string;
  source: string;
  dealership_id: number;
  created_at: Date | string;
}

/** Leads of the range nobody has written to yet, the longest waiting first. */
export async function findUnansweredLeads(db: Db, scope: Scope, w: ReportWindow, limit: number) {
  return queryRows<UnansweredLeadRow>(
    db,
    sql`SELECT id, name, source, dealership_id, created_at FROM leads
      WHERE ${cohortCondition(scope, w)} AND leads.first_response_at IS NULL
      ORDER BY created_at, id LIMIT ${limit}`,
  );
}

/** New leads per local day (or week) of the range. */
export async function countLeadsPerPeriod(db: Db, scope: Scope, w: ReportWindow, interval: 'day' | 'week') {
  return queryRows<{ period: string; count: number }>(
    db,
    sql`SELECT ${localDay(sql`leads.created_at`, w, interval)} AS period, count(*)::int AS count
      FROM leads WHERE ${cohortCondition(scope, w)} GROUP BY 1`,
  );
}
