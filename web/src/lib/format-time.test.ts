import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { formatNumber, formatPercent, formatRelativeTime } from './format';
import { formatDateTime, formatThreadDay, formatTime, groupByDay, setDisplayTimeZones } from './format-time';

// 19:00 UTC on 24 Nov 2026 = 2:00 PM in New York, 1:00 PM in Chicago, 11:00 AM in Los Angeles.
const at = '2026-11-24T19:00:00Z';

afterEach(async () => {
  setDisplayTimeZones({});
  await applyLanguage('en');
});

describe('times in the person’s zone', () => {
  it('shows the person’s zone and names it when the store’s differs', () => {
    setDisplayTimeZones({ user: 'America/Chicago', store: 'America/New_York' });
    expect(formatTime(at)).toBe('1:00 PM CT');
    setDisplayTimeZones({ user: 'America/New_York', store: 'America/New_York' });
    expect(formatTime(at)).toBe('2:00 PM');
    // A record of another store than the selected one names its own comparison.
    expect(formatTime(at, { storeZone: 'America/Los_Angeles' })).toBe('2:00 PM ET');
  });

  it('puts the date beside the time in the person’s zone', () => {
    setDisplayTimeZones({ user: 'America/Los_Angeles', store: 'America/Los_Angeles' });
    expect(formatDateTime(at)).toBe('Nov 24, 2026, 11:00 AM');
  });

  it('answers Unknown to an invalid date', () => {
    expect(formatTime('nope')).toBe('Unknown');
    expect(formatThreadDay(undefined)).toBe('Unknown');
  });
});

describe('times and numbers in the person’s language', () => {
  it('writes dates, times and numbers the Spanish way once Spanish is chosen', async () => {
    setDisplayTimeZones({ user: 'America/Los_Angeles', store: 'America/Los_Angeles' });
    await applyLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(formatDateTime(at)).toBe('24 nov 2026, 11:00 a.m.');
    expect(formatThreadDay(at, new Date(at))).toBe('Hoy');
    expect(formatRelativeTime(new Date(Date.parse(at) - 5 * 60_000), { now: new Date(at) })).toBe(
      'hace 5 min',
    );
    expect(formatTime('nope')).toBe('Desconocido');
  });

  it('writes them the French way, and back to English', async () => {
    setDisplayTimeZones({ user: 'America/Los_Angeles', store: 'America/Los_Angeles' });
    await applyLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(formatDateTime(at)).toBe('24 nov. 2026, 11 h 00');
    expect(formatNumber(12345.5)).toBe('12\u00a0345,5'); // a no-break space between thousands
    expect(formatPercent(17.1)).toBe('17,1\u00a0%');
    expect(formatThreadDay('2026-11-23T20:00:00Z', new Date(at))).toBe('Hier');
    await applyLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(formatDateTime(at)).toBe('Nov 24, 2026, 11:00 AM');
  });
});

describe('a thread grouped by day', () => {
  it('cuts the days at midnight in the person’s zone and names today and yesterday', () => {
    setDisplayTimeZones({ user: 'America/New_York' });
    const now = new Date('2026-11-25T15:00:00Z');
    // 03:30 UTC on the 25th is still the 24th in New York.
    const times = [
      '2026-11-20T15:00:00Z',
      '2026-11-24T22:00:00Z',
      '2026-11-25T03:30:00Z',
      '2026-11-25T14:00:00Z',
    ];
    const groups = groupByDay(times, (t) => t);
    expect(groups.map((g) => g.items)).toEqual([[times[0]], [times[1], times[2]], [times[3]]]);
    expect(groups.map((g) => formatThreadDay(g.first, now))).toEqual([
      'Fri, Nov 20, 2026',
      'Yesterday',
      'Today',
    ]);
  });
});
