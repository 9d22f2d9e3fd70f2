import type { BusinessHours } from '@lead-manager/contracts/dealerships';
import type { ParsedResult } from 'chrono-node';
import type { AssistantContext } from './assistant-engine';
import { openingOn, storeHoursOf } from './business-hours';
import {
  addLocalDays,
  dateToWallTime,
  formatLocal,
  type WallTime,
  wallTimeToDate,
  zoneOffsetMinutes,
} from './local-time';
import {
  AFTER_WORK_TAG,
  isTwentyFourHourClock,
  type ParseLanguage,
  parseTimes,
  WEEKEND_TAG,
} from './time-parsers';

/** The store's clock and calendar: its time zone and its opening hours (the Dealerships screen). */
export interface StoreClock {
  zone: string;
  hours: BusinessHours;
}

export const storeClockOf = (dealership: AssistantContext['dealership']): StoreClock => ({
  zone: dealership.timeZone,
  hours: storeHoursOf(dealership),
});

const APPOINTMENT_MINUTES = 60;
/** A booking needs this much notice, so nobody is booked for a time already gone by the time they read it. */
const NOTICE_MINUTES = 30;

export type RequestedTime =
  | { kind: 'exact'; at: Date }
  /**
   * A day without one sure hour: 'Saturday morning', 'after work', or 'at 8' when 8 AM and 8 PM are both open.
   * `near` lists the hours to propose first, best first.
   */
  | { kind: 'day'; day: WallTime; near?: number[] };

/** The hour a part of the day stands for, from chrono's tags ('tomorrow morning') and ours ('after work'). */
const PART_OF_DAY_HOURS: [tag: string, hour: number][] = [
  ['casualReference/morning', 10],
  ['casualReference/noon', 12],
  ['casualReference/afternoon', 14],
  ['casualReference/evening', 18],
  ['casualReference/tonight', 18],
  ['casualReference/night', 18],
  [AFTER_WORK_TAG, 18],
];
const partOfDayHour = (r: ParsedResult) => PART_OF_DAY_HOURS.find(([tag]) => r.tags().has(tag))?.[1];

const namesDayOrHour = (r: ParsedResult) =>
  r.start.isCertain('day') || r.start.isCertain('weekday') || r.start.isCertain('hour');
/** 'Good morning', 'buenas tardes' greet; they do not ask for the morning. */
const GREETING_BEFORE = /(?:good|buen[oa]s?)\s+$/i;
const namesPartOfWeek = (r: ParsedResult, text: string) =>
  (partOfDayHour(r) !== undefined && !GREETING_BEFORE.test(text.slice(0, r.index))) ||
  r.tags().has(WEEKEND_TAG);

/** True when a one-hour appointment starting at `at` fits inside the store's hours on that day. */
function withinHours(at: Date, store: StoreClock): boolean {
  const wall = dateToWallTime(at, store.zone);
  const opening = openingOn(store.hours, wall.weekday);
  const start = wall.hour * 60 + wall.minute;
  return opening !== null && start >= opening.open && start + APPOINTMENT_MINUTES <= opening.close;
}

/** True when the store is open for a one-hour appointment starting then, and it is far enough ahead. */
export function isBookable(at: Date, store: StoreClock, now: Date): boolean {
  return at.getTime() > now.getTime() + NOTICE_MINUTES * 60_000 && withinHours(at, store);
}

/** The coming Saturday on the store's calendar (today on a Saturday or a Sunday). */
function weekendDay(now: Date, zone: string): WallTime {
  const today = dateToWallTime(now, zone);
  const { year, month, day } = addLocalDays(today, today.weekday === 0 ? 0 : 6 - today.weekday);
  return { year, month, day, hour: 0, minute: 0 };
}

/**
 * The date and time a customer asked for, on the store's clock. An hour said without am/pm is read by the store's
 * hours ('around 2' is 2 PM); when both readings are open it is left as a day with both hours to propose.
 */
export function parseRequestedTime(
  text: string,
  now: Date,
  store: StoreClock,
  language: ParseLanguage = 'en',
): RequestedTime | undefined {
  const reference = { instant: now, timezone: zoneOffsetMinutes(now, store.zone) };
  const { results, language: readIn } = parseTimes(text, reference, language);
  const result = results.find(namesDayOrHour) ?? results.find((r) => namesPartOfWeek(r, text));
  if (!result) return undefined;
  const s = result.start;
  const partHour = results
    .filter((r) => namesPartOfWeek(r, text))
    .map(partOfDayHour)
    .find((h) => h !== undefined);
  const datedByChrono = s.isCertain('day') || s.isCertain('weekday');
  // A time with no day is today's (chrono's forwardDate would move 'at 2' to tomorrow 2 AM before am/pm is read).
  const day: WallTime = datedByChrono
    ? { year: s.get('year') ?? 0, month: s.get('month') ?? 1, day: s.get('day') ?? 1, hour: 0, minute: 0 }
    : result.tags().has(WEEKEND_TAG)
      ? weekendDay(now, store.zone)
      : dateToWallTime(now, store.zone);
  const wall: WallTime = { ...day, hour: s.get('hour') ?? 0, minute: s.get('minute') ?? 0 };
  if (!s.isCertain('hour'))
    return { kind: 'day', day: wall, ...(partHour !== undefined ? { near: [partHour] } : {}) };

  const meridiemSaid = s.isCertain('meridiem') || isTwentyFourHourClock(result, readIn);
  const readings = hourReadings(wall.hour, meridiemSaid, partHour);
  const at = (hour: number) => {
    const time = wallTimeToDate({ ...wall, hour }, store.zone);
    // 'at 3' with no day and already past today: chrono keeps today; the customer means tomorrow.
    return time <= now && !datedByChrono
      ? wallTimeToDate(addLocalDays({ ...wall, hour }, 1), store.zone)
      : time;
  };
  const open = readings.map(at).filter((time) => withinHours(time, store));
  const [first, second] = open;
  if (first && second) return { kind: 'day', day: dateToWallTime(first, store.zone), near: readings };
  if (first) return { kind: 'exact', at: first };
  // Neither reading is open: keep the likelier one (nobody test-drives at 5 in the morning) to propose around it.
  return { kind: 'exact', at: at(readings.find((h) => h >= 8) ?? readings[0] ?? wall.hour) };
}

/** The hours a customer may have meant: '3' is 3 AM or 3 PM unless am/pm or a part of the day says which. */
function hourReadings(hour: number, meridiemSaid: boolean, partHour: number | undefined): number[] {
  if (meridiemSaid || hour === 0 || hour >= 12) return [hour];
  if (partHour !== undefined) return [partHour >= 12 ? hour + 12 : hour];
  return [hour, hour + 12];
}

/** The whole hours to offer on a day: those asked for, then the nearest to the first; else mid-morning and late afternoon. */
function hoursToTry(opening: { open: number; close: number }, near: number[] | undefined): number[] {
  const first = Math.ceil(opening.open / 60);
  const last = Math.floor((opening.close - APPOINTMENT_MINUTES) / 60);
  const target = near?.[0];
  if (target === undefined) {
    const all = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
    return [first + 1, last - 3, ...all];
  }
  const around = Array.from({ length: 23 }, (_, i) =>
    i % 2 === 0 ? target + i / 2 + 1 : target - (i + 1) / 2,
  );
  return [...(near ?? []), ...around];
}

/** Two concrete times to offer inside the store's hours: on the asked day near the asked hour, else the next open day. */
function proposeSlots(now: Date, store: StoreClock, day?: WallTime, near?: number[]): Date[] {
  const startDay = day ?? addLocalDays(dateToWallTime(now, store.zone), 1);
  for (let offset = 0; offset < 8; offset += 1) {
    const date = addLocalDays(startDay, offset);
    const weekday = dateToWallTime(
      wallTimeToDate({ ...date, hour: 12, minute: 0 }, store.zone),
      store.zone,
    ).weekday;
    const opening = openingOn(store.hours, weekday);
    if (!opening) continue;
    const candidates = hoursToTry(opening, near)
      .filter((hour) => hour >= 0 && hour <= 23)
      .map((hour) => wallTimeToDate({ ...date, hour, minute: 0 }, store.zone))
      .filter((at) => isBookable(at, store, now));
    const unique = [...new Map(candidates.map((c) => [c.getTime(), c])).values()];
    if (unique.length >= 2 || (unique.length === 1 && near)) return unique.slice(0, 2);
  }
  return [];
}

/** What to do with a request: book it when it is an open time, else the two times to propose instead. */
export function planBooking(
  requested: RequestedTime | undefined,
  now: Date,
  store: StoreClock,
): { book: Date } | { propose: Date[] } {
  if (requested?.kind === 'exact' && isBookable(requested.at, store, now)) return { book: requested.at };
  if (requested?.kind === 'day') return { propose: proposeSlots(now, store, requested.day, requested.near) };
  if (requested?.kind === 'exact') {
    // Closed or past: the nearest open times to the one asked for.
    const wall = dateToWallTime(requested.at, store.zone);
    return { propose: proposeSlots(now, store, wall, [wall.hour]) };
  }
  return { propose: proposeSlots(now, store) };
}

/** 'Monday, November 23 at 10:00 AM or 4:00 PM' (the day once when both are on it). */
export function describeSlots(slots: Date[], zone: string): string {
  const texts = slots.map((s) => formatLocal(s, zone));
  const [first, second] = texts;
  if (!first) return '';
  if (!second) return first;
  const [firstDay] = first.split(' at ');
  const [secondDay, secondTime] = second.split(' at ');
  return firstDay === secondDay ? `${first} or ${secondTime}` : `${first} or ${second}`;
}
