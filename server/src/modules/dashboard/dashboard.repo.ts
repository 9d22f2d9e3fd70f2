import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { upcomingAppointmentCount } from '../appointments/appointments.queries';
import { awaitingReplyCount, pendingFollowUpCount } from '../conversations/conversations.queries';
import { leadStatsColumns } from '../reports/lead-day-stats.queries';
import { type CaptionCounts, captionColumns } from './dashboard-captions.repo';

export interface DashboardCounts extends CaptionCounts {
  /** Leads created since the 1st of this local month, and those of them closed as sold. */
  leadsThisMonth: number;
  soldThisMonth: number;
  newLeadsToday: number;
  activeAwaitingReply: number;
  pendingFollowUps: number;
  upcomingAppointments: number;
  soldLeads: number;
  totalLeads: number;
}

/**
 * The instant the local day of `now` began in `timeZone`: the wall-clock date at midnight, read back in that
 * zone, so days of 23 or 25 hours (daylight saving changes) are right.
 */
export function localMidnight(now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(date_trunc('day', ${at} AT TIME ZONE ${timeZone}::text) AT TIME ZONE ${timeZone}::text)`;
}

/**
 * Every dashboard number in one statement, with the snapshot it saw (the cache key). Each module owning a table
 * gives its count as a subquery (its *.queries.ts); the dashboard composes them into one round trip. The benchmark
 * runs it bare.
 */
export function dashboardStatement(scope: Scope, now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`SELECT pg_current_snapshot()::text AS snapshot,
      ${awaitingReplyCount(scope)} AS "activeAwaitingReply",
      ${pendingFollowUpCount(scope)} AS "pendingFollowUps",
      ${upcomingAppointmentCount(scope, at)} AS "upcomingAppointments",${captionColumns(scope, now, timeZone)}
      lead_stats.*
    FROM (${leadStatsColumns(scope, now)}) AS lead_stats`;
}

interface CachedCounts {
  snapshot: string;
  computedAt: number;
  counts: DashboardCounts;
}

/**
 * Counts per database and scope, valid while the database snapshot is unchanged: equal snapshots see exactly the
 * same committed rows, so a hit is never stale. Any commit anywhere moves the snapshot and the next request counts
 * again. `MAX_AGE_MS` bounds what only the clock changes (an appointment passing now, local midnight).
 */
interface DashboardCache {
  done: Map<string, CachedCounts>;
  /** Counting under way, by scope and the snapshot seen just before it started. */
  running: Map<string, Promise<CachedCounts>>;
}
const caches = new WeakMap<Db, DashboardCache>();
const MAX_AGE_MS = 5000;

function cacheOf(db: Db): DashboardCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { done: new Map(), running: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

const scopeKey = (scope: Scope, timeZone: string) =>
  `${scope.all ? 'all' : [...scope.dealershipIds].sort((a, b) => a - b).join(',')}|${timeZone}`;

async function currentSnapshot(db: Db): Promise<string> {
  const [row] = await queryRows<{ snapshot: string }>(
    db,
    sql`SELECT pg_current_snapshot()::text AS snapshot`,
  );
  return row?.snapshot ?? '';
}

async function computeDashboard(db: Db, scope: Scope, now: Date, timeZone: string): Promise<CachedCounts> {
  const [row] = await queryRows<DashboardCounts & { snapshot: string }>(
    db,
    dashboardStatement(scope, now, timeZone),
  );
  if (!row) throw new Error('dashboard query returned no row');
  const { snapshot, ...counts } = row;
  return { snapshot, computedAt: now.getTime(), counts };
}

/**
 * Every dashboard number; each part uses an index on dealership_id. Served from the cache while nothing changed;
 * after a change, the burst of refreshes it causes (every screen refetches on the event) shares one count: a
 * count started after the snapshot a request saw includes everything that request could expect.
 */
export async function countDashboard(
  db: Db,
  scope: Scope,
  now: Date,
  timeZone: string,
): Promise<DashboardCounts> {
  const cache = cacheOf(db);
  const key = scopeKey(scope, timeZone);
  const snapshot = await currentSnapshot(db);
  const cached = cache.done.get(key);
  const fresh = cached && Math.abs(now.getTime() - cached.computedAt) < MAX_AGE_MS;
  if (fresh && cached.snapshot === snapshot) return cached.counts;

  const runningKey = `${key}|${snapshot}`;
  let running = cache.running.get(runningKey);
  if (!running) {
    running = computeDashboard(db, scope, now, timeZone).finally(() => cache.running.delete(runningKey));
    cache.running.set(runningKey, running);
  }
  const result = await running;
  if ((cache.done.get(key)?.computedAt ?? 0) <= result.computedAt) cache.done.set(key, result);
  return result.counts;
}
