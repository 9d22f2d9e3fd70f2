import type { Language } from '@/i18n/i18n';
import { storeDayKey } from '@/lib/store-time';

const DAY = 24 * 3600_000;

/**
 * The weekday a calendar week starts on in each of the app's languages (0 Sunday … 6 Saturday), as CLDR has it for
 * the language: Sunday in American English, Monday in Spanish and French. A table rather than
 * `Intl.Locale#getWeekInfo`, which Firefox lacks, and which reads es-US and fr-CA (the app's number formats) as Sunday.
 */
export const WEEK_STARTS_ON: Record<Language, number> = { en: 0, es: 1, fr: 1 };

/**
 * The days shown: the anchor's day, or the week it falls in, from the language's first weekday. `anchor` is noon UTC
 * of a calendar day, so its UTC weekday is the day's.
 */
export function calendarDays(anchor: Date, span: 'day' | 'week', weekStartsOn: number): Date[] {
  if (span === 'day') return [anchor];
  const start = new Date(anchor.getTime() - ((anchor.getUTCDay() - weekStartsOn + 7) % 7) * DAY);
  return Array.from({ length: 7 }, (_, i) => new Date(start.getTime() + i * DAY));
}

/** The calendar date ('YYYY-MM-DD') of a column, whose day is noon UTC of that date. */
export const columnKey = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The appointments of each date, each on its own store's date (decision 037), as the list groups them: a Central
 * appointment at 11:30 PM CT is on its Central date though it is past midnight in Eastern. In time order.
 */
export function byStoreDay<A extends { scheduledAt: string; timeZone: string }>(items: readonly A[]) {
  const days = new Map<string, A[]>();
  for (const a of items) {
    const key = storeDayKey(new Date(a.scheduledAt), a.timeZone);
    days.set(key, [...(days.get(key) ?? []), a]);
  }
  for (const list of days.values()) list.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return days;
}

/**
 * Which of the shown stores' zones are on `day` today: all of them most of the time, one group of them in the hour
 * or so a night when Central's date is still yesterday for Eastern's. Tomorrow the same way, from noon to noon (a
 * day of 23 or 25 hours still lands on tomorrow's date).
 */
export function zonesWhere(day: string, which: 'today' | 'tomorrow', zones: readonly string[], now: Date) {
  const at = which === 'today' ? now : new Date(now.getTime() + DAY);
  return zones.filter((zone) => storeDayKey(at, zone) === day);
}

/** The distinct zones of the stores shown: every store's under All, else the chosen store's. */
export function shownZones(
  stores: readonly { id: number; timezone: string }[],
  dealershipId: 'all' | number,
) {
  return [
    ...new Set(stores.filter((s) => dealershipId === 'all' || s.id === dealershipId).map((s) => s.timezone)),
  ];
}
