import { describe, expect, it } from 'vitest';
import { timeZoneOfPhone } from './area-code-zones';
import { nextAllowedSmsTime, recipientTimeZone } from './quiet-hours';

describe('quiet hours', () => {
  it('reads the time zone from a US area code, else falls back to the dealership', () => {
    expect(timeZoneOfPhone('+12125550100')).toBe('America/New_York');
    expect(timeZoneOfPhone('+15125550100')).toBe('America/Chicago');
    expect(timeZoneOfPhone('+13035550100')).toBe('America/Denver');
    expect(timeZoneOfPhone('+16025550100')).toBe('America/Phoenix');
    expect(timeZoneOfPhone('+14155550100')).toBe('America/Los_Angeles');
    expect(timeZoneOfPhone('+19075550100')).toBe('America/Anchorage');
    expect(timeZoneOfPhone('+18085550100')).toBe('Pacific/Honolulu');
    expect(timeZoneOfPhone('+15555550100')).toBeUndefined();
    expect(timeZoneOfPhone('+447700900123')).toBeUndefined();
    expect(recipientTimeZone('+15555550100', 'America/Denver')).toBe('America/Denver');
    expect(recipientTimeZone(null, 'Not/AZone', 'America/Chicago')).toBe('America/Chicago');
  });

  it('allows 8:00 to 21:00 local and moves anything else to the next 8:00', () => {
    const zone = 'America/Chicago'; // UTC-6 in November
    const at = (iso: string) => nextAllowedSmsTime(new Date(iso), zone).toISOString();
    expect(at('2026-11-18T14:00:00.000Z')).toBe('2026-11-18T14:00:00.000Z'); // 08:00
    expect(at('2026-11-19T02:59:00.000Z')).toBe('2026-11-19T02:59:00.000Z'); // 20:59
    expect(at('2026-11-19T03:00:00.000Z')).toBe('2026-11-19T14:00:00.000Z'); // 21:00 → 08:00 next day
    expect(at('2026-11-19T07:30:00.000Z')).toBe('2026-11-19T14:00:00.000Z'); // 01:30 → 08:00 same day
    expect(at('2026-11-18T13:59:30.000Z')).toBe('2026-11-18T14:00:00.000Z'); // 07:59:30
  });

  it('waits for 8:00 on the night the clocks change', () => {
    const zone = 'America/New_York';
    const at = (iso: string) => nextAllowedSmsTime(new Date(iso), zone).toISOString();
    // Spring forward (8 March 2026): 21:30 EST on the 7th → 8:00 EDT on the 8th, 12:00 UTC (not 13:00).
    expect(at('2026-03-08T02:30:00.000Z')).toBe('2026-03-08T12:00:00.000Z');
    // Fall back (1 November 2026): 22:00 EDT on 31 October → 8:00 EST on the 1st, 13:00 UTC (not 12:00).
    expect(at('2026-11-01T02:00:00.000Z')).toBe('2026-11-01T13:00:00.000Z');
  });
});
