import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { setDisplayTimeZones } from './format-time';
import { formatStoreDateTime, formatStoreDayLabel, formatStoreTime, storeDayKey } from './store-time';
import { fromStoreWallClock, toStoreWallClock } from './wall-clock';

const STORE = 'America/Chicago';

beforeEach(() => setDisplayTimeZones({ user: 'America/New_York', store: STORE }));
afterEach(async () => {
  setDisplayTimeZones({});
  await applyLanguage('en');
});

describe('a Central store seen from Eastern time, across the daylight-saving Sundays', () => {
  // 2026-11-01: clocks go back at 2 AM (CDT → CST); 2027-03-14: they go forward (CST → CDT).
  it.each([
    ['2026-11-01T10:00', '2026-11-01T16:00:00.000Z', 'Nov 1, 2026, 10:00 AM CT'],
    ['2027-03-14T10:00', '2027-03-14T15:00:00.000Z', 'Mar 14, 2027, 10:00 AM CT'],
  ])('stores %s typed at the store as %s and shows it back as 10:00 AM CT', (typed, instant, shown) => {
    const at = fromStoreWallClock(typed, STORE);
    expect(at?.toISOString()).toBe(instant);
    expect(formatStoreTime(at, STORE)).toBe('10:00 AM CT');
    expect(formatStoreDateTime(at, STORE)).toBe(shown);
    expect(toStoreWallClock(at, STORE)).toBe(typed);
  });

  it('reads a skipped time as the hour after, and a doubled one as the first', () => {
    expect(fromStoreWallClock('2027-03-14T02:30', STORE)?.toISOString()).toBe('2027-03-14T08:30:00.000Z');
    expect(toStoreWallClock(fromStoreWallClock('2027-03-14T02:30', STORE), STORE)).toBe('2027-03-14T03:30');
    expect(fromStoreWallClock('2026-11-01T01:30', STORE)?.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(fromStoreWallClock('not a time', STORE)).toBeNull();
  });

  it('names no zone for a viewer in the store’s own zone', () => {
    setDisplayTimeZones({ user: STORE, store: STORE });
    expect(formatStoreTime('2026-11-01T16:00:00Z', STORE)).toBe('10:00 AM');
  });

  it('counts Today and Tomorrow on the store’s days: 11:30 PM CT is already the next day in Eastern', () => {
    const now = new Date('2026-11-01T20:00:00Z'); // Sunday 2 PM in Chicago, 3 PM in New York
    const lateSunday = fromStoreWallClock('2026-11-01T23:30', STORE);
    expect(lateSunday?.toISOString()).toBe('2026-11-02T05:30:00.000Z');
    expect(formatStoreDayLabel(lateSunday, STORE, now)).toBe('Today');
    expect(storeDayKey(lateSunday ?? new Date(), STORE)).toBe('2026-11-01');
    // The 25-hour Sunday: Monday 11:30 PM is still Tomorrow, Tuesday is named.
    expect(formatStoreDayLabel(fromStoreWallClock('2026-11-02T23:30', STORE), STORE, now)).toBe('Tomorrow');
    expect(formatStoreDayLabel(fromStoreWallClock('2026-11-03T09:00', STORE), STORE, now)).toBe(
      'Tue, Nov 3, 2026',
    );
  });

  it('writes the store’s time in the person’s language', async () => {
    await applyLanguage('es');
    expect(formatStoreTime('2026-11-01T16:00:00Z', STORE)).toBe('10:00 a.m. CT');
  });
});
