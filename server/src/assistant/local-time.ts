// Wall-clock arithmetic in a dealership's IANA zone, through Luxon (DST changes included).
import { DateTime } from 'luxon';

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

/** Minutes east of UTC of `zone` at `at` (Chicago in winter: -360). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  return DateTime.fromJSDate(at, { zone }).offset;
}

/** The instant when the wall clock of `zone` shows `wall` (a time skipped by a DST change moves forward). */
export function wallTimeToDate({ year, month, day, hour, minute }: WallTime, zone: string): Date {
  return DateTime.fromObject({ year, month, day, hour, minute }, { zone }).toJSDate();
}

/** The wall clock of `zone` at `at`, with the weekday (0 = Sunday). */
export function dateToWallTime(at: Date, zone: string): WallTime & { weekday: number } {
  const { year, month, day, hour, minute, weekday } = DateTime.fromJSDate(at, { zone });
  return { year, month, day, hour, minute, weekday: weekday % 7 };
}

/** The same wall time `days` later (calendar days in the zone). */
export function addLocalDays(wall: WallTime, days: number): WallTime {
  const { year, month, day } = DateTime.utc(wall.year, wall.month, wall.day).plus({ days });
  return { ...wall, year, month, day };
}

/** 'Monday, November 23 at 3:00 PM' on the dealership's clock: the exact time a customer reads. */
export function formatLocal(at: Date, zone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  return `${day.format(at)} at ${time.format(at)}`;
}
