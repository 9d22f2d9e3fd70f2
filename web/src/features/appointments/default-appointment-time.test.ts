import { type BusinessHours, DEFAULT_BUSINESS_HOURS } from '@lead-manager/contracts/dealerships';
import { describe, expect, it } from 'vitest';
import { nextOpenHour } from './default-appointment-time';

const CHICAGO = 'America/Chicago'; // UTC-6 in November

describe('a new appointment’s default time', () => {
  it('is the next full hour while the store is open', () => {
    // Wednesday 25 November 2026, 11:20 in Chicago → noon.
    expect(nextOpenHour(new Date('2026-11-25T17:20:00Z'), DEFAULT_BUSINESS_HOURS, CHICAGO)).toEqual(
      new Date('2026-11-25T18:00:00Z'),
    );
  });

  it('is the next opening, in the store’s zone, when the next hour falls after closing', () => {
    // Wednesday 20:00 in Chicago (the store closes at 20:00) → Thursday 9:00 there, not 9 pm.
    expect(nextOpenHour(new Date('2026-11-26T02:00:00Z'), DEFAULT_BUSINESS_HOURS, CHICAGO)).toEqual(
      new Date('2026-11-26T15:00:00Z'),
    );
    // Sunday 16:50 (Sunday closes at 17:00) → Monday 9:00.
    expect(nextOpenHour(new Date('2026-11-29T22:50:00Z'), DEFAULT_BUSINESS_HOURS, CHICAGO)).toEqual(
      new Date('2026-11-30T15:00:00Z'),
    );
  });

  it('skips closed days and keeps an opening that is not on the hour', () => {
    const hours: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      thursday: null,
      friday: { open: '09:30', close: '18:00' },
    };
    // Wednesday 21:00 → Thursday closed → Friday 9:30.
    expect(nextOpenHour(new Date('2026-11-26T03:00:00Z'), hours, CHICAGO)).toEqual(
      new Date('2026-11-27T15:30:00Z'),
    );
  });

  it('has nothing to offer for a store that never opens', () => {
    const closed = Object.fromEntries(
      Object.keys(DEFAULT_BUSINESS_HOURS).map((d) => [d, null]),
    ) as BusinessHours;
    expect(nextOpenHour(new Date('2026-11-25T17:20:00Z'), closed, CHICAGO)).toBeNull();
  });
});
