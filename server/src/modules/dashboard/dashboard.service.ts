import type { DashboardStats } from '@lead-manager/contracts/dashboard';
import { percentOf } from '@lead-manager/contracts/percent';
import { currentSnapshot } from '../../db/snapshot';
import { createCountCache } from '../../lib/count-cache';
import { narrowScope, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { countDashboard, type DashboardCounts } from './dashboard.repo';

/** How long counts are kept at most: what only the clock changes (an appointment passing, local midnight). */
const MAX_AGE_MS = 5000;

const scopeKey = (scope: Scope) =>
  scope.all ? 'all' : [...scope.dealershipIds].sort((a, b) => a - b).join(',');

/** Sold ÷ all with one decimal, rounded as the reports round: 100% only when every lead sold, 0% only when none. */
export function conversionRateOf(sold: number, total: number): number {
  return percentOf(sold, total, 1) ?? 0;
}

/** Change from `before` to `now` in whole percent; undefined when there was nothing before to compare with. */
export function percentChange(now: number, before: number): number | undefined {
  return before > 0 ? Math.round(((now - before) * 100) / before) : undefined;
}

function captionsOf(c: DashboardCounts): Partial<DashboardStats> {
  const captions: Partial<DashboardStats> = {};
  const change = percentChange(c.newLeadsToday, c.newLeadsYesterdaySoFar);
  if (change !== undefined) captions.newLeadsChangePct = change;
  if (c.followUpsDueThisWeek > 0) captions.followUpsDueThisWeek = c.followUpsDueThisWeek;
  if (c.nextAppointmentAt) captions.nextAppointmentAt = new Date(c.nextAppointmentAt).toISOString();
  if (c.leadsThisMonth > 0)
    captions.conversionRateThisMonth = conversionRateOf(c.soldThisMonth, c.leadsThisMonth);
  return captions;
}

export function createDashboardService({
  db,
  config,
  events,
}: Pick<ServiceDeps, 'db' | 'config' | 'events'>) {
  // Counts are kept per database snapshot: equal snapshots see exactly the same committed rows, so a kept count is
  // never stale, and any commit anywhere makes the next request count again. After a change, the burst of
  // refreshes it causes (every screen refetches on the event) shares one count.
  const kept = createCountCache<DashboardCounts>(events, { maxAgeMs: MAX_AGE_MS });

  return {
    /** The four stat cards for one dealership or every dealership in the scope, in the group's time zone. */
    async stats(scope: Scope, dealershipId?: number, now = new Date()): Promise<DashboardStats> {
      const narrowed = narrowScope(scope, dealershipId);
      const snapshot = await currentSnapshot(db);
      // The time bucket keeps a count made for another moment (a test's fixed now) from answering this one.
      const key = `${scopeKey(narrowed)}|${snapshot}|${Math.floor(now.getTime() / MAX_AGE_MS)}`;
      const counts = await kept.get(key, () => countDashboard(db, narrowed, now, config.GROUP_TIMEZONE));
      return {
        newLeadsToday: counts.newLeadsToday,
        pendingFollowups: counts.activeAwaitingReply + counts.pendingFollowUps,
        appointmentsScheduled: counts.upcomingAppointments,
        conversionRate: conversionRateOf(counts.soldLeads, counts.totalLeads),
        ...captionsOf(counts),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
