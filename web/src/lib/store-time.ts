/**
 * Appointment times: an appointment belongs to its store, so it is typed and shown on the store's wall clock, named
 * ("10:00 AM CT") when the viewer's zone differs, and its Today/Tomorrow are the store's days (decision 037).
 * Activity times stay in the viewer's zone: format-time.ts.
 */

import { i18n } from '@/i18n/i18n';
import { type DateInput, dayKeyIn, displayTimeZones, formatterIn, toDate, unknownTime } from './format-time';

const DAY = 24 * 3600_000;

/** The viewer's zone: their Settings → Timezone, else the browser's. */
export function viewerTimeZone() {
  return displayTimeZones().user ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone of the stores on screen: the selected store's, or the group's for all of them. */
export function shownStoresTimeZone() {
  return displayTimeZones().store ?? viewerTimeZone();
}

/** The store's zone's short name on that date ('CT'), in the person's language. */
export function storeZoneName(storeZone: string, at: Date = new Date()) {
  const part = formatterIn(storeZone, { timeZoneName: 'shortGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? storeZone;
}

/** ' CT' when the viewer's zone differs from the store's, else ''. */
const storeZoneSuffix = (date: Date, storeZone: string) =>
  storeZone === viewerTimeZone() ? '' : ` ${storeZoneName(storeZone, date)}`;

/** '10:00 AM' on the store's clock (or '10:00 AM CT' for a viewer elsewhere). */
export function formatStoreTime(value: DateInput, storeZone: string) {
  const date = toDate(value);
  if (!date) return unknownTime();
  return (
    formatterIn(storeZone, { hour: 'numeric', minute: '2-digit' }).format(date) +
    storeZoneSuffix(date, storeZone)
  );
}

/** 'Nov 1, 2026, 10:00 AM' on the store's clock (or '… CT'). */
export function formatStoreDateTime(value: DateInput, storeZone: string) {
  const date = toDate(value);
  if (!date) return unknownTime();
  return (
    formatterIn(storeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(date) +
    storeZoneSuffix(date, storeZone)
  );
}

/** The store's calendar day of an instant, as 'YYYY-MM-DD'. */
export const storeDayKey = (date: Date, storeZone: string) => dayKeyIn(date, storeZone);

/** 'Today', 'Tomorrow' (the store's days, whatever the viewer's) or 'Sun, Nov 1, 2026'. */
export function formatStoreDayLabel(value: DateInput, storeZone: string, now = new Date()) {
  const date = toDate(value);
  if (!date) return unknownTime();
  const key = storeDayKey(date, storeZone);
  if (key === storeDayKey(now, storeZone)) return i18n.t('common.today');
  // Noon-to-noon: a day of 23 or 25 hours still lands on tomorrow's date.
  if (key === storeDayKey(new Date(now.getTime() + DAY), storeZone)) return i18n.t('common.tomorrow');
  return formatterIn(storeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    date,
  );
}

// The numbers of a wall clock, the same in every language.
const clocks = new Map<string, Intl.DateTimeFormat>();
function wallClockParts(date: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** How far the zone's clocks are ahead of UTC at `at`, in milliseconds (negative in the Americas). */
function offsetAt(at: number, timeZone: string) {
  const p = wallClockParts(new Date(at), timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** An instant as the store's wall clock, 'YYYY-MM-DDTHH:mm', the value of an <input type="datetime-local">. */
export function toStoreWallClock(value: DateInput, storeZone: string) {
  const date = toDate(value);
  if (!date) return '';
  const p = wallClockParts(date, storeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `text` is a wall-clock time 'YYYY-MM-DDTHH:mm' (a filled-in datetime-local field). */
export const isWallClock = (text: string) => WALL_CLOCK.test(text);

/**
 * The instant the store's clocks show 'YYYY-MM-DDTHH:mm' (a datetime-local value), or null. A time the clocks skip
 * (2:30 AM as they go forward) is read as the hour after it, and a time they show twice (1:30 AM as they go back)
 * as the first one, as browsers and Temporal do.
 */
export function fromStoreWallClock(text: string, storeZone: string): Date | null {
  const m = WALL_CLOCK.exec(text);
  if (!m) return null;
  const wall = Date.UTC(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 1), +(m[4] ?? 0), +(m[5] ?? 0));
  const before = offsetAt(wall - DAY, storeZone);
  const after = offsetAt(wall + DAY, storeZone);
  const candidates = [wall - before, wall - after].filter((at) => at + offsetAt(at, storeZone) === wall);
  return new Date(candidates.length ? Math.min(...candidates) : wall - before);
}
