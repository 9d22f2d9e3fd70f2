import * as chrono from 'chrono-node';
import {
  addLocalDays,
  dateToWallTime,
  formatLocal,
  type WallTime,
  wallTimeToDate,
  zoneOffsetMinutes,
} from './local-time';

/** Showroom hours the assistant books into and quotes (local time): Mon–Sat 9–20, Sunday 11–17. */
export const SHOWROOM_HOURS: Record<number, { open: number; close: number }> = {
  0: { open: 11, close: 17 },
  1: { open: 9, close: 20 },
  2: { open: 9, close: 20 },
  3: { open: 9, close: 20 },
  4: { open: 9, close: 20 },
  5: { open: 9, close: 20 },
  6: { open: 9, close: 20 },
};
export const SHOWROOM_HOURS_TEXT = 'Monday to Saturday 9 AM to 8 PM and Sunday 11 AM to 5 PM';

export type RequestedTime =
  | { kind: 'exact'; at: Date }
  /** A day without a sure hour ('Saturday morning'): `hour` is the slot we propose for that part of the day. */
  | { kind: 'day'; day: WallTime; hour?: number };

const PART_OF_DAY: [RegExp, number][] = [
  [/\bmorning\b/i, 10],
  [/\b(?:noon|lunch)\b/i, 12],
  [/\bafternoon\b/i, 14],
  [/\b(?:evening|after work|tonight)\b/i, 18],
];

/** The date and time a customer asked for, read on the dealership's clock (chrono-node with the zone's offset). */
export function parseRequestedTime(text: string, now: Date, zone: string): RequestedTime | undefined {
  const results = chrono.parse(
    text,
    { instant: now, timezone: zoneOffsetMinutes(now, zone) },
    { forwardDate: true },
  );
  const result = results.find(
    (r) => r.start.isCertain('day') || r.start.isCertain('weekday') || r.start.isCertain('hour'),
  );
  if (!result) return undefined;
  const s = result.start;
  const wall: WallTime = {
    year: s.get('year') ?? 0,
    month: s.get('month') ?? 1,
    day: s.get('day') ?? 1,
    hour: s.get('hour') ?? 0,
    minute: s.get('minute') ?? 0,
  };
  if (s.isCertain('hour')) {
    // 'at 5' without am/pm: nobody test-drives at 5 in the morning.
    if (!s.isCertain('meridiem') && wall.hour >= 1 && wall.hour <= 7) wall.hour += 12;
    let at = wallTimeToDate(wall, zone);
    // 'at 3' with no day and already past today: chrono keeps today; the customer means tomorrow.
    if (at <= now && !s.isCertain('day') && !s.isCertain('weekday'))
      at = wallTimeToDate(addLocalDays(wall, 1), zone);
    return { kind: 'exact', at };
  }
  const hour = PART_OF_DAY.find(([pattern]) => pattern.test(text))?.[1];
  return { kind: 'day', day: wall, ...(hour !== undefined ? { hour } : {}) };
}

/** True when the showroom is open for a one-hour appointment starting then. */
export function isBookable(at: Date, zone: string, now: Date): boolean {
  if (at.getTime() <= now.getTime() + 30 * 60_000) return false;
  const wall = dateToWallTime(at, zone);
  const hours = SHOWROOM_HOURS[wall.weekday];
  if (!hours) return false;
  const minutes = wall.hour * 60 + wall.minute;
  return minutes >= hours.open * 60 && minutes <= (hours.close - 1) * 60;
}

/** Two concrete times to offer: on the asked day (part of day first), else on the next open day. */
export function proposeSlots(now: Date, zone: string, day?: WallTime, preferredHour?: number): Date[] {
  const today = dateToWallTime(now, zone);
  const startDay = day ?? addLocalDays(today, 1);
  for (let offset = 0; offset < 8; offset += 1) {
    const date = addLocalDays(startDay, offset);
    const weekday = dateToWallTime(wallTimeToDate({ ...date, hour: 12, minute: 0 }, zone), zone).weekday;
    const hours = SHOWROOM_HOURS[weekday];
    if (!hours) continue;
    const candidates = [preferredHour, hours.open + 1, hours.close - 4]
      .filter((h): h is number => h !== undefined && h >= hours.open && h <= hours.close - 1)
      .map((hour) => wallTimeToDate({ ...date, hour, minute: 0 }, zone))
      .filter((at) => isBookable(at, zone, now));
    const unique = [...new Map(candidates.map((c) => [c.getTime(), c])).values()];
    if (unique.length >= 2) return unique.slice(0, 2);
    if (unique.length === 1 && preferredHour !== undefined) return unique;
  }
  return [];
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
