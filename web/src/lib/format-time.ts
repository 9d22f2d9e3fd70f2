/**
 * Activity times (messages, notes, created), in the signed-in person's own time zone and language (Settings →
 * Timezone), naming that zone when it differs from the store's ("2:00 PM CT"). The shell sets the zones once the
 * user's settings are known. Appointment times are the store's wall clock instead: store-time.ts (decision 037).
 */

import { currentLocale, i18n } from '@/i18n/i18n';

export type DateInput = string | number | Date | null | undefined;
/** 'Unknown' in the person's language. */
export const unknownTime = () => i18n.t('common.unknown');

interface DisplayZones {
  /** The person's zone; undefined: the browser's. */
  user?: string;
  /** The zone of the store being looked at (the selected one, or the group's). */
  store?: string;
}

let zones: DisplayZones = {};

export function setDisplayTimeZones(next: DisplayZones) {
  zones = { ...next };
}

export function displayTimeZones(): Readonly<DisplayZones> {
  return zones;
}

/** Per-call override: the store a record belongs to, when it is not the selected one. */
export interface ZoneOptions {
  storeZone?: string;
}

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A cached formatter in the person's language for `timeZone` (undefined: the browser's zone). */
export function formatterIn(timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const locale = currentLocale();
  const key = JSON.stringify([locale, timeZone, options]);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, f);
  }
  return f;
}
const formatter = (options: Intl.DateTimeFormatOptions) => formatterIn(zones.user, options);

/** ' CT' when the person's zone differs from the store's, else ''. */
function zoneSuffix(date: Date, options: ZoneOptions) {
  const store = options.storeZone ?? zones.store;
  if (!zones.user || !store || store === zones.user) return '';
  const part = formatter({ timeZoneName: 'shortGeneric' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part ? ` ${part.value}` : '';
}

/** '2:00 PM' (or '2:00 PM CT'). */
export function formatTime(value: DateInput, options: ZoneOptions = {}) {
  const date = toDate(value);
  if (!date) return unknownTime();
  return formatter({ hour: 'numeric', minute: '2-digit' }).format(date) + zoneSuffix(date, options);
}

/** 'Nov 24, 2026, 2:00 PM' (or '… CT'). */
export function formatDateTime(value: DateInput, options: ZoneOptions = {}) {
  const date = toDate(value);
  if (!date) return unknownTime();
  return formatter({ dateStyle: 'medium', timeStyle: 'short' }).format(date) + zoneSuffix(date, options);
}

/** A short date alone: 'Nov 24, 2026'. */
export function formatDate(value: DateInput) {
  const date = toDate(value);
  if (!date) return unknownTime();
  return formatter({ dateStyle: 'medium' }).format(date);
}

/** A weekday's name in the person's language: 0 → 'Sunday' / 'domingo' / 'dimanche'. */
export function formatWeekday(index: number) {
  // 1 January 2023 was a Sunday; noon UTC is the same day in every American zone.
  return new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + index, 12)),
  );
}

/** The calendar day of `date` in `timeZone`, as 'YYYY-MM-DD'. */
export function dayKeyIn(date: Date, timeZone: string | undefined) {
  const parts = formatterIn(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    date,
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The calendar day of `date` in the person's zone, as 'YYYY-MM-DD'. */
const dayKey = (date: Date) => dayKeyIn(date, zones.user);

/** A thread's day header: 'Today', 'Yesterday' (in the person's zone) or 'Tue, Nov 24, 2026'. */
export function formatThreadDay(value: DateInput, now = new Date()) {
  const date = toDate(value);
  if (!date) return unknownTime();
  const key = dayKey(date);
  if (key === dayKey(now)) return i18n.t('common.today');
  if (key === dayKey(new Date(now.getTime() - 24 * 3600_000))) return i18n.t('common.yesterday');
  return formatter({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** Consecutive items of the same calendar day (person's zone), in their order. */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => DateInput) {
  const groups: { day: string; first: DateInput; items: T[] }[] = [];
  for (const item of items) {
    const date = toDate(timeOf(item));
    const day = date ? dayKey(date) : '';
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, first: timeOf(item), items: [item] });
  }
  return groups;
}
