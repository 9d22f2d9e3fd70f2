import type { DashboardStats } from '@lead-manager/contracts/dashboard';
import { percentOf } from '@lead-manager/contracts/percent';
import { narrowScope, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { countDashboard, type DashboardCounts } from './dashboard.repo';

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

export function createDashboardService({ db, config }: Pick<ServiceDeps, 'db' | 'config'>) {
  return {
    /** The four stat cards for one dealership or every dealership in the scope, in the group's time zone. */
    async stats(scope: Scope, dealershipId?: number, now = new Date()): Promise<DashboardStats> {
      const counts = await countDashboard(db, narrowScope(scope, dealershipId), now, config.GROUP_TIMEZONE);
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
