import { describe, expect, it } from 'vitest';
import { funnelSteps, rowSteps } from './funnel-steps';

// The known week of server/src/modules/reports/reports.test.ts: 3 leads, 2 contacted, 2 with an appointment, 1 showed,
// 1 sold; facebook 2 leads (Ava went all the way, Cal unanswered), instagram 1 (Ben booked, no-show).
const week = [
  { count: 3, fromPrevious: null },
  { count: 2, fromPrevious: 2 },
  { count: 2, fromPrevious: 2 },
  { count: 1, fromPrevious: 1 },
  { count: 1, fromPrevious: 1 },
];
/** Stages with every lead of a step coming from the step before (as a funnel with no skipped step has them). */
const stages = (counts: number[]) =>
  counts.map((count, i) => ({ count, fromPrevious: i > 0 ? count : null }));

describe('funnelSteps', () => {
  it("gives each step its share of the range's leads and its conversion from the step before", () => {
    expect(funnelSteps(week).map(({ stage, ofLeads, ofPrevious }) => [stage, ofLeads, ofPrevious])).toEqual([
      ['leads', 100, null],
      ['contacted', 67, 67], // 2 of 3
      ['appointment_set', 67, 100], // 2 of 3 leads, 2 of 2 contacted
      ['appointment_shown', 33, 50], // 1 of 3 leads, 1 of 2 set
      ['sold', 33, 100], // 1 of 3 leads, 1 of 1 showed
    ]);
  });

  it('works on a source row of the API', () => {
    const instagram = { leads: 1, contacted: 1, appointments: 1, shown: 0, sold: 0 };
    expect(
      rowSteps({ ...instagram, contactedAndSet: 1, shownAndSold: 0 }).map((s) => [
        s.count,
        s.ofLeads,
        s.ofPrevious,
      ]),
    ).toEqual([
      [1, 100, null],
      [1, 100, 100],
      [1, 100, 100],
      [0, 0, 0],
      [0, 0, null], // nobody showed: no conversion to speak of
    ]);
  });

  it('never says 100% while one lead is left behind, and has no rates without leads', () => {
    const [, contacted] = funnelSteps(stages([250, 249, 0, 0, 0]));
    expect(contacted?.ofLeads).toBe(99);
    expect(funnelSteps(stages([250, 249, 0, 0, 0]), 1)[1]?.ofLeads).toBe(99.6);
    expect(
      funnelSteps(stages([0, 0, 0, 0, 0])).every((s) => s.ofLeads === null && s.ofPrevious === null),
    ).toBe(true);
  });

  it('converts from the step before by the leads that came through it: 3 sold, 1 of whom showed, is 100%', () => {
    // The server's hand-computed week: Pia showed and bought; Quin and Rae bought with no visit on record; Sol
    // booked without being contacted. Stage counts stay as they are; no conversion passes 100%.
    const steps = funnelSteps([
      { count: 4, fromPrevious: null },
      { count: 3, fromPrevious: 3 },
      { count: 2, fromPrevious: 1 },
      { count: 1, fromPrevious: 1 },
      { count: 3, fromPrevious: 1 },
    ]);
    expect(steps.map((s) => [s.count, s.ofLeads, s.ofPrevious])).toEqual([
      [4, 100, null],
      [3, 75, 75],
      [2, 50, 33], // 1 of the 3 contacted booked
      [1, 25, 50], // 1 of the 2 booked showed
      [3, 75, 100], // 1 of the 1 who showed bought (not 3 of 1: 300%)
    ]);
  });
});
