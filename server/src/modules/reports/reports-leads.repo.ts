import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { hasAnyAppointment, hasCompletedAppointment } from '../appointments/appointments.queries';
import { lostLead, soldLead } from '../leads/leads.queries';
import { type LeadCounts, summedStats } from './lead-day-stats.repo';
import {
  cohortCondition,
  inStores,
  type Period,
  type PeriodCount,
  type ReportWindow,
  secondsBetween,
} from './reports.sql';

const statsInWindow = (scope: Scope, w: ReportWindow) =>
  sql`${inStores(sql`dealership_id`, scope)} AND day BETWEEN ${w.from}::date AND ${w.to}::date`;

/** Which group of leads a row counts: all, one source or one store. */
interface GroupKey {
  source: string | null;
  dealership_id: number | null;
  /** 0 for a per-source or per-store row, 1 where the column is rolled up. */
  by_source: number;
  by_store: number;
}

/** The response-time percentiles of one group of leads. */
interface LeadPercentilesRow extends GroupKey {
  median_s: number | null;
  p90_s: number | null;
  human_median_s: number | null;
  human_p90_s: number | null;
  assistant_median_s: number | null;
}

/** Leads that reached a stage from the one before: lead_day_stats counts each stage alone, so these come from the
 * leads with the percentiles. */
interface FunnelStepCounts {
  contacted_and_set: number;
  shown_and_sold: number;
}

/** What a group's figures need of each lead (its times, its appointments). */
type PerLeadRow = LeadPercentilesRow & FunnelStepCounts;

/** Counts of one group of leads and how far they got, with its percentiles; `unanswered_open`: open leads nobody
 * has written to yet (a closed lead is no longer waiting). */
export type LeadGroupRow = PerLeadRow & LeadCounts & { unanswered_open: number };

const GROUPS = sql`GROUP BY GROUPING SETS ((), (source), (dealership_id))`;
const PERCENTILES = sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY wait) AS median_s,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY wait) AS p90_s,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY human_wait) AS human_median_s,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY human_wait) AS human_p90_s,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY assistant_wait) AS assistant_median_s`;

/** Each lead's waits: for any first message, a person's first, and the assistant's where it wrote first. */
const WAITS = sql`${secondsBetween(sql`leads.first_response_at`, sql`leads.created_at`)} AS wait,
        ${secondsBetween(sql`leads.first_human_response_at`, sql`leads.created_at`)} AS human_wait,
        ${secondsBetween(
          sql`(CASE WHEN leads.first_human_response_at IS NULL OR leads.first_response_at < leads.first_human_response_at
            THEN leads.first_response_at END)`,
          sql`leads.created_at`,
        )} AS assistant_wait`;

/** What a lead of the cohort reached, the same on both report paths (the stats and the leads themselves). */
const CONTACTED = sql`(leads.first_response_at IS NOT NULL OR leads.status <> 'new')`;
const HAS_APPOINTMENT = hasAnyAppointment(sql`leads.id`);
const SHOWN = hasCompletedAppointment(sql`leads.id`);
const SOLD = soldLead(sql`leads`);

/** Whether a lead reached set from contacted, and sold from shown: an appointment lookup only where it can. */
const STEP_FLAGS = sql`(CASE WHEN ${CONTACTED} THEN ${HAS_APPOINTMENT} ELSE false END) AS contacted_and_set,
        (CASE WHEN ${SOLD} THEN ${SHOWN} ELSE false END) AS shown_and_sold`;
const STEP_COUNTS = sql`count(*) FILTER (WHERE contacted_and_set)::int AS contacted_and_set,
      count(*) FILTER (WHERE shown_and_sold)::int AS shown_and_sold`;

/**
 * The counts of every group from lead_day_stats (a few rows per store and day): the stats keep each store's own days,
 * which is how a report counts (reports.sql.ts `inWindow`), so they answer for one store and for All alike.
 */
function countLeadGroupsFromStats(db: Db, scope: Scope, w: ReportWindow) {
  return queryRows<Omit<LeadGroupRow, Exclude<keyof PerLeadRow, keyof GroupKey>>>(
    db,
    sql`SELECT source, dealership_id,
      grouping(source)::int AS by_source, grouping(dealership_id)::int AS by_store,
      ${sql.raw(summedStats)},
      coalesce(sum(leads - answered) FILTER (WHERE status <> 'closed'), 0)::int AS unanswered_open
    FROM lead_day_stats WHERE ${statsInWindow(scope, w)} ${GROUPS}
    -- Rows left at zero by changes are no group of leads; the total always is.
    HAVING sum(leads) <> 0 OR grouping(source) + grouping(dealership_id) = 2`,
  );
}

/** Every group's counts from lead_day_stats with its percentiles and step counts from the leads. */
export async function countLeadGroupsWithStats(
  db: Db,
  scope: Scope,
  w: ReportWindow,
): Promise<LeadGroupRow[]> {
  const [counts, percentiles] = await Promise.all([
    countLeadGroupsFromStats(db, scope, w),
    countLeadPercentiles(db, scope, w),
  ]);
  const key = (r: GroupKey) => `${r.by_source}|${r.by_store}|${r.source}|${r.dealership_id}`;
  const byKey = new Map(percentiles.map((p) => [key(p), p]));
  return counts.map((c) => {
    const p = byKey.get(key(c));
    return {
      ...c,
      median_s: p?.median_s ?? null,
      p90_s: p?.p90_s ?? null,
      human_median_s: p?.human_median_s ?? null,
      human_p90_s: p?.human_p90_s ?? null,
      assistant_median_s: p?.assistant_median_s ?? null,
      contacted_and_set: p?.contacted_and_set ?? 0,
      shown_and_sold: p?.shown_and_sold ?? 0,
    };
  });
}

/** The response-time percentiles and step counts of every group: these need each lead's own times and appointments. */
function countLeadPercentiles(db: Db, scope: Scope, w: ReportWindow) {
  return queryRows<PerLeadRow>(
    db,
    sql`SELECT source, dealership_id, grouping(source)::int AS by_source, grouping(dealership_id)::int AS by_store,
      ${PERCENTILES}, ${STEP_COUNTS}
    FROM (SELECT leads.source, leads.dealership_id, ${WAITS}, ${STEP_FLAGS}
      FROM leads WHERE ${cohortCondition(scope, w)}) cohort
    ${GROUPS}`,
  );
}

/**
 * Every lead figure counted from the range's leads themselves, not the day statistics (the benchmark's baseline, and
 * what the tests hold the statistics to): the totals, each source and each store (grouping sets). Response times come from the lead's own first-response columns (conversations/message-rules.ts).
 * Contacted = got a message or moved past `new`; appointment set / shown = has any / a completed appointment.
 */
export async function countLeadGroups(db: Db, scope: Scope, w: ReportWindow): Promise<LeadGroupRow[]> {
  return queryRows<LeadGroupRow>(
    db,
    sql`WITH cohort AS (
      SELECT leads.source, leads.dealership_id, ${SOLD} AS sold, leads.status = 'closed' AS closed, ${WAITS},
        ${CONTACTED} AS contacted, ${HAS_APPOINTMENT} AS has_appointment, ${SHOWN} AS shown
      FROM leads WHERE ${cohortCondition(scope, w)}
    )
    SELECT source, dealership_id,
      grouping(source)::int AS by_source, grouping(dealership_id)::int AS by_store,
      count(*)::int AS leads,
      count(*) FILTER (WHERE contacted)::int AS contacted,
      count(*) FILTER (WHERE has_appointment)::int AS appointments,
      count(*) FILTER (WHERE shown)::int AS shown,
      count(*) FILTER (WHERE sold)::int AS sold,
      count(*) FILTER (WHERE contacted AND has_appointment)::int AS contacted_and_set,
      count(*) FILTER (WHERE shown AND sold)::int AS shown_and_sold,
      count(wait)::int AS answered,
      count(*) FILTER (WHERE wait IS NULL AND NOT closed)::int AS unanswered_open,
      count(*) FILTER (WHERE wait <= 300)::int AS within_5m,
      count(*) FILTER (WHERE wait <= 3600)::int AS within_1h,
      ${PERCENTILES},
      count(*) FILTER (WHERE wait <= 60)::int AS b_1m,
      count(*) FILTER (WHERE wait > 60 AND wait <= 300)::int AS b_5m,
      count(*) FILTER (WHERE wait > 300 AND wait <= 900)::int AS b_15m,
      count(*) FILTER (WHERE wait > 900 AND wait <= 3600)::int AS b_1h,
      count(*) FILTER (WHERE wait > 3600 AND wait <= 14400)::int AS b_4h,
      count(*) FILTER (WHERE wait > 14400 AND wait <= 86400)::int AS b_24h,
      count(*) FILTER (WHERE wait > 86400)::int AS b_later
    FROM cohort
    ${GROUPS}`,
  );
}

export interface UnansweredLeadRow {
  id: number;
  name: string;
  source: string;
  dealership_id: number;
  created_at: Date | string;
}

/** Open leads of the range nobody has written to yet, the longest waiting first (a closed lead waits no more). */
export async function findUnansweredLeads(db: Db, scope: Scope, w: ReportWindow, limit: number) {
  return queryRows<UnansweredLeadRow>(
    db,
    sql`SELECT id, name, source, dealership_id, created_at FROM leads
      WHERE ${cohortCondition(scope, w)} AND leads.first_response_at IS NULL AND leads.status <> 'closed'
      ORDER BY created_at, id LIMIT ${limit}`,
  );
}

/** New leads per local day (or week) of the range, from lead_day_stats (see countLeadGroupsFromStats). */
export function countLeadsPerPeriodFromStats(db: Db, scope: Scope, w: ReportWindow, interval: Period) {
  return queryRows<PeriodCount>(
    db,
    sql`SELECT to_char(date_trunc(${interval}::text, day), 'YYYY-MM-DD') AS period, sum(leads)::int AS count
      FROM lead_day_stats WHERE ${statsInWindow(scope, w)} GROUP BY 1`,
  );
}

/** The range's leads closed as lost, per reason (decision 044): Reports' "Lost" beside the funnel's "Sold". */
export function countLostByReason(db: Db, scope: Scope, w: ReportWindow) {
  return queryRows<{ reason: string | null; count: number }>(
    db,
    sql`SELECT leads.lost_reason AS reason, count(*)::int AS count
      FROM leads WHERE ${cohortCondition(scope, w)} AND ${lostLead(sql`leads`)} GROUP BY 1`,
  );
}
