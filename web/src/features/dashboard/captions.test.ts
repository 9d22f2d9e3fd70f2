import { describe, expect, it } from 'vitest';
import { dashboardCaptions, formatTimeUntil } from './captions';

const now = new Date('2025-06-11T16:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const base = { newLeadsToday: 3, pendingFollowups: 4, appointmentsScheduled: 2, conversionRate: 25 };

describe('dashboard captions', () => {
  it.each([
    [0, 'now'],
    [5, 'in 5 minutes'],
    [119, 'in 2 hours'],
    [60 * 30, 'tomorrow'],
    [60 * 24 * 3, 'in 3 days'],
  ])('%i minutes ahead reads %s', (minutes, text) => {
    expect(formatTimeUntil(later(minutes), now)).toBe(text);
  });

  it("say what the server's figures say", () => {
    expect(
      dashboardCaptions(
        {
          ...base,
          newLeadsChangePct: 50,
          followUpsDueThisWeek: 2,
          nextAppointmentAt: later(120).toISOString(),
          conversionRateThisMonth: 16.7,
        },
        now,
      ),
    ).toEqual({
      newLeads: '+50% vs. yesterday at this time',
      followUps: '2 due this week',
      appointments: 'Next: in 2 hours',
      conversion: '16.7% this month',
    });
    expect(dashboardCaptions({ ...base, newLeadsChangePct: -25 }, now).newLeads).toBe(
      '-25% vs. yesterday at this time',
    );
  });

  it('hide what has nothing to compare with', () => {
    expect(dashboardCaptions(base, now)).toEqual({
      newLeads: undefined,
      followUps: undefined,
      appointments: undefined,
      conversion: undefined,
    });
  });
});
