import { describe, expect, it } from 'vitest';
import { calendarDays, WEEK_STARTS_ON } from './calendar-week';

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
