import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';

/** Recounts lead_day_stats from the base tables (all stores, or one): after a restore or a manual repair. */
export async function rebuildLeadDayStats(db: Db, scope: Scope): Promise<void> {
  if (scope.all) {
    await db.execute(sql`SELECT rebuild_lead_day_stats(NULL::int)`);
    return;
  }
  for (const id of scope.dealershipIds) await db.execute(sql`SELECT rebuild_lead_day_stats(${id}::int)`);
}

/** What lead_day_stats counts for a group of leads. */
export interface LeadCounts {
  leads: number;
  contacted: number;
  appointments: number;
  shown: number;
  answered: number;
  within_5m: number;
  within_1h: number;
  b_1m: number;
  b_5m: number;
  b_15m: number;
  b_1h: number;
  b_4h: number;
  b_24h: number;
  b_later: number;
  /** Closed as sold. */
  sold: number;
}

export interface LeadDayStatsRow extends LeadCounts {
  dealership_id: number;
  day: string;
  source: string;
  status: string;
}

export const STATS_COLUMNS = `leads, contacted, appointments, shown, answered, within_5m, within_1h, b_1m, b_5m,
  b_15m, b_1h, b_4h, b_24h, b_later, sold`;

/** Each counted column summed over a group, as SQL (the reports read groups of rows). */
export const summedStats = STATS_COLUMNS.split(',')
  .map((c) => `coalesce(sum(${c.trim()}), 0)::int AS ${c.trim()}`)
  .join(', ');

/** Every group that counts something (its slots summed), in key order. */
export function readLeadDayStats(db: Db, scope: Scope): Promise<LeadDayStatsRow[]> {
  return queryRows<LeadDayStatsRow>(
    db,
    sql`SELECT dealership_id, to_char(day, 'YYYY-MM-DD') AS day, source, status, ${sql.raw(summedStats)}
      FROM lead_day_stats WHERE ${inScope(sql`dealership_id`, scope)} GROUP BY dealership_id, day, source, status
      HAVING sum(leads) <> 0 OR sum(appointments) <> 0 OR sum(shown) <> 0 OR sum(sold) <> 0
      ORDER BY dealership_id, day, source, status`,
  );
}
