import { LOST_REASONS } from '@lead-manager/contracts/leads';
import { percentOf } from '@lead-manager/contracts/percent';
import {
  DAILY_SERIES_MAX_DAYS,
  daysInRange,
  FUNNEL_STAGES,
  HANDOVER_REASONS,
  RESPONSE_BUCKETS,
  type Report,
  type ReportsQuery,
} from '@lead-manager/contracts/reports';
import { createCountCache } from '../../lib/count-cache';
import { narrowScope, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { findStoreTimezones } from '../dealerships/dealerships.queries';
import type { DealershipsService } from '../dealerships/dealerships.service';
import { num, numOrNull, type ReportWindow, zonesOf } from './reports.sql';
import {
  countAppointmentGroups,
  countAppointmentsPerPeriod,
  countAssistantFigures,
  countByUser,
  countHandoversByReason,
} from './reports-activity.repo';
import {
  countLeadGroupsWithStats,
  countLeadsPerPeriodFromStats,
  countLostByReason,
  findUnansweredLeads,
  type LeadGroupRow,
} from './reports-leads.repo';

/** The day statistics recounted from the base tables (`npm run db:rebuild-stats`). */
export { rebuildLeadDayStats } from './lead-day-stats.repo';

const UNANSWERED_LIMIT = 50;

/** Every local day (or Monday of a week) from `from` to `to`, so a chart has a point for quiet days too. */
function periodsOf(from: string, to: string, interval: 'day' | 'week'): string[] {
  const day = 86_400_000;
  let at = Date.parse(`${from}T00:00:00Z`);
  if (interval === 'week') at -= ((new Date(at).getUTCDay() + 6) % 7) * day;
  const end = Date.parse(`${to}T00:00:00Z`);
  const periods: string[] = [];
  for (; at <= end; at += interval === 'week' ? 7 * day : day)
    periods.push(new Date(at).toISOString().slice(0, 10));
  return periods;
}

const funnelCounts = (row: LeadGroupRow | undefined) => ({
  leads: num(row?.leads),
  contacted: num(row?.contacted),
  appointments: num(row?.appointments),
  shown: num(row?.shown),
  sold: num(row?.sold),
  contactedAndSet: num(row?.contacted_and_set),
  shownAndSold: num(row?.shown_and_sold),
});

const iso = (v: Date | string) => new Date(v).toISOString();

export function createReportsService(
  { db, config, events }: Pick<ServiceDeps, 'db' | 'config' | 'events'>,
  others: { dealerships: Pick<DealershipsService, 'get'> },
) {
  // A report reads every lead, appointment and follow-up of its range (a 30-day report of a large group: tens of
  // thousands of rows in eight statements). Managers open the same report together and reload it; leads keep
  // arriving all day, so no event could keep a result for long: it is kept for a few seconds instead, and says
  // when it was computed. Concurrent requests for one report share one computation.
  const recent = createCountCache<Report>(events, {
    invalidatedBy: () => false,
    maxAgeMs: config.REPORTS_MAX_AGE_SECONDS * 1000,
    maxEntries: 100,
  });

  /** The range on each store's own days (reports.sql.ts); a store out of the person's reach is a 404. */
  async function windowOf(scope: Scope, query: ReportsQuery): Promise<ReportWindow> {
    if (query.dealershipId !== undefined) await others.dealerships.get(scope, query.dealershipId);
    const zones = zonesOf(await findStoreTimezones(db, scope), config.GROUP_TIMEZONE);
    const [only] = zones.size === 1 ? zones.keys() : [];
    return {
      from: query.from,
      to: query.to,
      timeZone: only ?? null,
      groupTimeZone: config.GROUP_TIMEZONE,
      zones,
    };
  }

  return {
    /** Everything the Reports screen shows for the leads, appointments and assistant work of the range. */
    report(userScope: Scope, query: ReportsQuery): Promise<Report> {
      const scope = narrowScope(userScope, query.dealershipId);
      if (config.REPORTS_MAX_AGE_SECONDS === 0) return compute(scope, query);
      const key = JSON.stringify([scope, query.from, query.to, query.dealershipId ?? null]);
      // A refresh computes anew, but joins a computation of the same report already running (decision 028).
      return recent.get(key, () => compute(scope, query), { fresh: query.fresh === '1' });
    },
  };

  /** The report itself, from the database. */
  async function compute(scope: Scope, query: ReportsQuery): Promise<Report> {
    const w = await windowOf(scope, query);
    const interval = daysInRange(query.from, query.to) > DAILY_SERIES_MAX_DAYS ? 'week' : 'day';
    // Lead counts come from lead_day_stats, kept by each store's own day: the days a report counts on (reports.sql.ts).
    const [
      groups,
      unanswered,
      appointmentGroups,
      assistant,
      handovers,
      byUser,
      leadSeries,
      appointmentSeries,
      lost,
    ] = await Promise.all([
      countLeadGroupsWithStats(db, scope, w),
      findUnansweredLeads(db, scope, w, UNANSWERED_LIMIT),
      countAppointmentGroups(db, scope, w),
      countAssistantFigures(db, scope, w),
      countHandoversByReason(db, scope, w),
      countByUser(db, scope, w),
      countLeadsPerPeriodFromStats(db, scope, w, interval),
      countAppointmentsPerPeriod(db, scope, w, interval),
      countLostByReason(db, scope, w),
    ]);

    const total = groups.find((g) => g.by_source === 1 && g.by_store === 1);
    const totals = funnelCounts(total);
    const answered = num(total?.answered);
    const bySource = groups
      .filter((g) => g.by_source === 0)
      .map((g) => ({ source: g.source ?? '', ...funnelCounts(g) }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
    const byStore = groups
      .filter((g) => g.by_store === 0)
      .map((g) => ({
        dealershipId: num(g.dealership_id),
        ...funnelCounts(g),
        medianSeconds: numOrNull(g.median_s),
      }))
      .sort((a, b) => a.dealershipId - b.dealershipId);

    const apptTotal = appointmentGroups.find((g) => g.by_type === 1 && g.by_booker === 1);
    const shown = num(apptTotal?.shown);
    const noShow = num(apptTotal?.no_show);

    const leadsPer = new Map(leadSeries.map((r) => [r.period, num(r.count)]));
    const appointmentsPer = new Map(appointmentSeries.map((r) => [r.period, num(r.count)]));

    return {
      range: { from: query.from, to: query.to, timeZone: w.timeZone },
      generatedAt: new Date().toISOString(),
      speedToLead: {
        leads: totals.leads,
        answered,
        medianSeconds: numOrNull(total?.median_s),
        p90Seconds: numOrNull(total?.p90_s),
        within5MinPct: percentOf(num(total?.within_5m), totals.leads, 1),
        within1HourPct: percentOf(num(total?.within_1h), totals.leads, 1),
        firstHumanMedianSeconds: numOrNull(total?.human_median_s),
        firstHumanP90Seconds: numOrNull(total?.human_p90_s),
        assistantMedianSeconds: numOrNull(total?.assistant_median_s),
        notYetAnsweredPct: percentOf(num(total?.unanswered_open), totals.leads, 1),
        distribution: RESPONSE_BUCKETS.map((bucket) => ({
          bucket,
          count: num(total?.[`b_${bucket}` as keyof LeadGroupRow]),
        })),
        unansweredCount: num(total?.unanswered_open),
        unanswered: unanswered.map((r) => ({
          id: r.id,
          name: r.name,
          source: r.source,
          dealershipId: r.dealership_id,
          createdAt: iso(r.created_at),
        })),
      },
      funnel: FUNNEL_STAGES.map((stage, i) => ({
        stage,
        count: [totals.leads, totals.contacted, totals.appointments, totals.shown, totals.sold][i] ?? 0,
        // Every contacted lead is a lead and every shown one had an appointment; the other two steps are counted.
        fromPrevious:
          [null, totals.contacted, totals.contactedAndSet, totals.shown, totals.shownAndSold][i] ?? null,
      })),
      outcomes: {
        sold: totals.sold,
        lost: lost.reduce((sum, r) => sum + num(r.count), 0),
        lostReasons: LOST_REASONS.map((reason) => ({
          reason,
          count: num(lost.find((r) => r.reason === reason)?.count),
        })),
      },
      bySource,
      byStore,
      appointments: {
        set: num(apptTotal?.set),
        shown,
        noShow,
        cancelled: num(apptTotal?.cancelled),
        showRate: percentOf(shown, shown + noShow, 1),
        byType: appointmentGroups
          .filter((g) => g.by_type === 0)
          .map((g) => ({ type: g.type ?? '', set: num(g.set), shown: num(g.shown) }))
          .sort((a, b) => b.set - a.set || a.type.localeCompare(b.type)),
        byBooker: (['assistant', 'staff'] as const).map((bookedBy) => {
          const g = appointmentGroups.find((r) => r.by_booker === 0 && r.booked_by === bookedBy);
          return { bookedBy, set: num(g?.set), shown: num(g?.shown) };
        }),
      },
      assistant: {
        handledAlone: num(assistant.handled_alone),
        handovers: handovers.reduce((sum, r) => sum + num(r.count), 0),
        handoverReasons: HANDOVER_REASONS.map((reason) => ({
          reason,
          count: num(handovers.find((r) => r.reason === reason)?.count),
        })),
        optOuts: num(assistant.opt_outs),
        followUpsSent: num(assistant.follow_ups_sent),
        followUpsReplied: num(assistant.follow_ups_replied),
      },
      byUser: byUser.map((r) => ({
        userId: r.user_id,
        name: r.name,
        leads: num(r.leads),
        medianFirstResponseSeconds: numOrNull(r.median_s),
        appointments: num(r.appointments),
        sold: num(r.sold),
      })),
      series: {
        interval,
        points: periodsOf(query.from, query.to, interval).map((date) => ({
          date,
          leads: leadsPer.get(date) ?? 0,
          appointments: appointmentsPer.get(date) ?? 0,
        })),
      },
    };
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
