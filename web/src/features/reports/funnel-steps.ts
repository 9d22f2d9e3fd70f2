import { percentOf } from '@lead-manager/contracts/percent';
import { FUNNEL_STAGES, type FunnelStage } from '@lead-manager/contracts/reports';

/** A funnel row of the API (the range, a source or a store): its leads and how far they got. */
export type FunnelCounts = {
  leads: number;
  contacted: number;
  appointments: number;
  shown: number;
  closed: number;
};

/** The API's count for each stage of a funnel row, in FUNNEL_STAGES order. */
export const STAGE_COUNT: Record<FunnelStage, (row: FunnelCounts) => number> = {
  leads: (r) => r.leads,
  contacted: (r) => r.contacted,
  appointment_set: (r) => r.appointments,
  appointment_shown: (r) => r.shown,
  sold: (r) => r.closed,
};

export interface FunnelStep {
  stage: FunnelStage;
  count: number;
  /** The stage before this one; undefined for the leads themselves. */
  previous?: FunnelStage;
  /** Share of the range's leads (null with no leads). */
  ofLeads: number | null;
  /** Conversion from the stage before (null for the leads, or when the stage before has none). Can pass 100: a sale
   * counts whether or not its appointment was marked as shown. */
  ofPrevious: number | null;
}

/** Each stage's count from the API with its share of the leads and its conversion from the step before. */
export function funnelSteps(counts: readonly number[], decimals = 0): FunnelStep[] {
  const leads = counts[0] ?? 0;
  return FUNNEL_STAGES.map((stage, i) => {
    const count = counts[i] ?? 0;
    const previous = i > 0 ? FUNNEL_STAGES[i - 1] : undefined;
    return {
      stage,
      count,
      previous,
      ofLeads: percentOf(count, leads, decimals),
      ofPrevious: i > 0 ? percentOf(count, counts[i - 1] ?? 0, decimals) : null,
    };
  });
}

/** funnelSteps of one row of the by-source or by-store table. */
export const rowSteps = (row: FunnelCounts, decimals = 0) =>
  funnelSteps(
    FUNNEL_STAGES.map((stage) => STAGE_COUNT[stage](row)),
    decimals,
  );
