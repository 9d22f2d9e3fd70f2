import { describe, expect, it } from 'vitest';
import { localToday, presetRange } from './date-range';

const NY = 'America/New_York';

describe('report date presets', () => {
  // 02:30 UTC on 1 March is still 28 February in New York.
  const now = new Date('2025-03-01T02:30:00Z');

  it("count from the store's today, not UTC's", () => {
    expect(localToday(now, NY)).toBe('2025-02-28');
    expect(localToday(now, 'Europe/Paris')).toBe('2025-03-01');
  });

  it.each([
    ['today', '2025-02-28', '2025-02-28'],
    ['7d', '2025-02-22', '2025-02-28'],
    ['30d', '2025-01-30', '2025-02-28'],
    ['this_month', '2025-02-01', '2025-02-28'],
    ['last_month', '2025-01-01', '2025-01-31'],
  ] as const)('%s is %s to %s', (preset, from, to) => {
    expect(presetRange(preset, now, NY)).toEqual({ from, to });
  });

  it('finds last month across a year end', () => {
    expect(presetRange('last_month', new Date('2025-01-15T12:00:00Z'), NY)).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });
});
