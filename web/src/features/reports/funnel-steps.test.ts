import { describe, expect, it } from 'vitest';
import { funnelSteps, rowSteps } from './funnel-steps';

// The known week of server/src/modules/reports/reports.test.ts: 3 leads, 2 contacted, 2 with an appointment, 1 showed,
// 1 sold; facebook 2 leads (Ava went all the way, Cal unanswered), instagram 1 (Ben booked, no-show).
const week = [3, 2, 2, 1, 1];

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
    const instagram = { leads: 1, contacted: 1, appointments: 1, shown: 0, closed: 0 };
    expect(rowSteps(instagram).map((s) => [s.count, s.ofLeads, s.ofPrevious])).toEqual([
      [1, 100, null],
      [1, 100, 100],
      [1, 100, 100],
      [0, 0, 0],
      [0, 0, null], // nobody showed: no conversion to speak of
    ]);
  });

  it('never says 100% while one lead is left behind, and has no rates without leads', () => {
    const [, contacted] = funnelSteps([250, 249, 0, 0, 0]);
    expect(contacted?.ofLeads).toBe(99);
    expect(funnelSteps([250, 249, 0, 0, 0], 1)[1]?.ofLeads).toBe(99.6);
    expect(funnelSteps([0, 0, 0, 0, 0]).every((s) => s.ofLeads === null && s.ofPrevious === null)).toBe(true);
  });

  it('shows sales that outrun recorded shows as they are', () => {
    // 7 sold, 3 marked as showed: a sale does not wait for the appointment to be marked.
    expect(funnelSteps([40, 30, 10, 3, 7])[4]).toMatchObject({ ofLeads: 18, ofPrevious: 233 });
  });
});
