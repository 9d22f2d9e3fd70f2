import { percentOf } from '@lead-manager/contracts/percent';
import { FUNNEL_STAGES, type FunnelStage } from '@lead-manager/contracts/reports';

/** A funnel row of the API (the range, a source or a store): its leads and how far they got. */
export type FunnelCounts = {
  leads: number;
  contacted: number;
  appointments: number;
  shown: number;
  /** Closed as sold. */
  sold: number;
  /** Contacted leads that got an appointment; sold leads that showed (see the contract). */
  contactedAndSet: number;
  shownAndSold: number;
};

/** One stage as the API's funnel gives it: its count and how many of the step before's leads reached it. */
export type FunnelStageCounts = { count: number; fromPrevious: number | null };

/** The API's count for each stage of a funnel row, in FUNNEL_STAGES order. */
export const STAGE_COUNT: Record<FunnelStage, (row: FunnelCounts) => number> = {
  leads: (r) => r.leads,
  contacted: (r) => r.contacted,
  appointment_set: (r) => r.appointments,
  appointment_shown: (r) => r.shown,
  sold: (r) => r.sold,
};

/** Of a row's previous stage, the leads that reached each stage: every contacted lead is a lead, every shown one
 * had an appointment; the other two are counted by the server. */
const FROM_PREVIOUS: Record<FunnelStage, (row: FunnelCounts) => number | null> = {
  leads: () => null,
  contacted: (r) => r.contacted,
  appointment_set: (r) => r.contactedAndSet,
  appointment_shown: (r) => r.shown,
  sold: (r) => r.shownAndSold,
};

export interface FunnelStep {
  stage: FunnelStage;
  count: number;
  /** The stage before this one; undefined for the leads themselves. */
  previous?: FunnelStage;
  /** Share of the range's leads (null with no leads). */
  ofLeads: number | null;
  /** Conversion from the stage before: the share of its leads that reached this one, so never above 100 (null for
   * the leads, or when the stage before has none). */
  ofPrevious: number | null;
}

/** Each stage's count from the API with its share of the leads and its conversion from the step before. */
export function funnelSteps(stages: readonly FunnelStageCounts[], decimals = 0): FunnelStep[] {
  const leads = stages[0]?.count ?? 0;
  return FUNNEL_STAGES.map((stage, i) => {
    const count = stages[i]?.count ?? 0;
    const previous = i > 0 ? FUNNEL_STAGES[i - 1] : undefined;
    return {
      stage,
      count,
      previous,
      ofLeads: percentOf(count, leads, decimals),
      ofPrevious: i > 0 ? percentOf(stages[i]?.fromPrevious ?? 0, stages[i - 1]?.count ?? 0, decimals) : null,
    };
  });
}

/** funnelSteps of one row of the by-source or by-store table. */
export const rowSteps = (row: FunnelCounts, decimals = 0) =>
  funnelSteps(
    FUNNEL_STAGES.map((stage) => ({
      count: STAGE_COUNT[stage](row),
      fromPrevious: FROM_PREVIOUS[stage](row),
    })),
    decimals,
  );
