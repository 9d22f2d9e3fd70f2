import { describe, expect, it } from 'vitest';
import { formatStoreDayLabel } from '@/lib/store-time';
import { byStoreDay, calendarDays, columnKey, shownZones, WEEK_STARTS_ON, zonesWhere } from './calendar-week';

const days = (anchor: string, weekStartsOn: number) =>
  calendarDays(new Date(`${anchor}T12:00:00Z`), 'week', weekStartsOn).map((d) =>
    d.toISOString().slice(0, 10),
  );
/** Seven dates from a first one: '2026-11-22' → 22 … 28 November. */
const weekFrom = (first: string) =>
  Array.from({ length: 7 }, (_, i) =>
    new Date(Date.parse(`${first}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('the week view', () => {
  it('starts on Sunday in English (United States)', () => {
    // Wednesday 25 November 2026.
    expect(days('2026-11-25', WEEK_STARTS_ON.en)).toEqual(weekFrom('2026-11-22'));
    expect(weekFrom('2026-11-22').at(-1)).toBe('2026-11-28');
  });

  it('starts on Monday in Spanish and French, a Sunday closing its week', () => {
    expect(days('2026-11-25', WEEK_STARTS_ON.es)[0]).toBe('2026-11-23');
    expect(days('2026-11-29', WEEK_STARTS_ON.fr)).toEqual(weekFrom('2026-11-23'));
    // The same Sunday opens the week in English.
    expect(days('2026-11-29', WEEK_STARTS_ON.en)[0]).toBe('2026-11-29');
  });

  it('shows one day in the day view', () => {
    expect(calendarDays(new Date('2026-11-29T12:00:00Z'), 'day', 1)).toHaveLength(1);
  });
});

const CT = 'America/Chicago';
const ET = 'America/New_York';
/**
 * The week daylight saving ends (Sunday 1 November 2026, 2 AM), under All stores:
 * - Cora (Chevrolet, Central): Sun 1 Nov 11:30 PM CST = Mon 2 Nov 00:30 EST;
 * - Eli (Hyundai, Eastern): Mon 2 Nov 00:15 EST;
 * - Carl (Chevrolet): Sat 31 Oct 11:30 PM CDT = Sun 1 Nov 00:30 EDT, the night before the change.
 */
const cora = { id: 1, scheduledAt: '2026-11-02T05:30:00.000Z', timeZone: CT };
const eli = { id: 2, scheduledAt: '2026-11-02T05:15:00.000Z', timeZone: ET };
const carl = { id: 3, scheduledAt: '2026-11-01T04:30:00.000Z', timeZone: CT };

describe('the calendar under All stores, Central and Eastern together', () => {
  const week = calendarDays(new Date('2026-11-04T12:00:00Z'), 'week', WEEK_STARTS_ON.en).map(columnKey);
  const placed = byStoreDay([eli, cora, carl]);
  const columnOf = (id: number) => week.find((day) => placed.get(day)?.some((a) => a.id === id));

  it("puts each appointment on its own store's date, across the end of daylight saving", () => {
    expect(week).toEqual(weekFrom('2026-11-01'));
    // Cora is on Sunday 1 November in Central, though past midnight in Eastern; Eli on Monday.
    expect(columnOf(cora.id)).toBe('2026-11-01');
    expect(columnOf(eli.id)).toBe('2026-11-02');
    // Carl is on Saturday 31 October (the week before), not on Sunday as Eastern would have it.
    expect(columnOf(carl.id)).toBeUndefined();
    expect(placed.get('2026-10-31')?.map((a) => a.id)).toEqual([carl.id]);
    expect(placed.get('2026-11-01')?.map((a) => a.id)).toEqual([cora.id]);
  });

  it('marks Today where the list says Today: each store on its own date in the hour the dates differ', () => {
    // 11:40 PM CST on Sunday = 00:40 EST on Monday.
    const now = new Date('2026-11-02T05:40:00Z');
    const zones = shownZones(
      [
        { id: 1, timezone: CT },
        { id: 2, timezone: ET },
        { id: 3, timezone: ET },
      ],
      'all',
    );
    expect(zones).toEqual([CT, ET]);
    expect(zonesWhere('2026-11-01', 'today', zones, now)).toEqual([CT]);
    expect(zonesWhere('2026-11-02', 'today', zones, now)).toEqual([ET]);
    // The list calls both appointments Today, each on its store's day: both sit in a column that is Today for them.
    for (const a of [cora, eli]) {
      expect(formatStoreDayLabel(a.scheduledAt, a.timeZone, now)).toBe('Today');
      expect(zonesWhere(columnOf(a.id) ?? '', 'today', zones, now)).toContain(a.timeZone);
    }
    // An hour later both stores are on Monday.
    const later = new Date('2026-11-02T06:40:00Z');
    expect(zonesWhere('2026-11-02', 'today', zones, later)).toEqual([CT, ET]);
    expect(zonesWhere('2026-11-03', 'tomorrow', zones, later)).toEqual([CT, ET]);
  });

  it("shows one store's zone alone when one store is chosen", () => {
    expect(
      shownZones(
        [
          { id: 1, timezone: CT },
          { id: 2, timezone: ET },
        ],
        1,
      ),
    ).toEqual([CT]);
  });
});
