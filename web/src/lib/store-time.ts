/**
 * Appointment times: an appointment belongs to its store, so it is typed and shown on the store's wall clock, named
 * ("10:00 AM CT") when the viewer's zone differs, and its Today/Tomorrow are the store's days (decision 037).
 * Activity times stay in the viewer's zone: format-time.ts; the store's clock in a datetime-local field: wall-clock.ts.
 */

import { i18n } from '@/i18n/i18n';
import { type DateInput, dayKeyIn, displayTimeZones, formatterIn, toDate, unknownTime } from './format-time';

const DAY = 24 * 3600_000;

/** The viewer's zone: their Settings → Timezone, else the browser's. */
function viewerTimeZone() {
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

function formatOnStoreClock(value: DateInput, storeZone: string, options: Intl.DateTimeFormatOptions) {
  const date = toDate(value);
  if (!date) return unknownTime();
  return formatterIn(storeZone, options).format(date) + storeZoneSuffix(date, storeZone);
}

/** '10:00 AM' on the store's clock (or '10:00 AM CT' for a viewer elsewhere). */
export const formatStoreTime = (value: DateInput, storeZone: string) =>
  formatOnStoreClock(value, storeZone, { hour: 'numeric', minute: '2-digit' });

/** 'Nov 1, 2026, 10:00 AM' on the store's clock (or '… CT'). */
export const formatStoreDateTime = (value: DateInput, storeZone: string) =>
  formatOnStoreClock(value, storeZone, { dateStyle: 'medium', timeStyle: 'short' });

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
