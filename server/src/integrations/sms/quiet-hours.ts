import { timeZoneOfPhone } from './area-code-zones';

/** Texts go out only from 8:00 until 21:00 in the recipient's local time (US messaging rules). */
export const QUIET_HOURS = { startHour: 8, endHour: 21 } as const;

export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Hour, minute and second of `at` on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The lead's zone from the area code; else the dealership's; else the group's. */
export function recipientTimeZone(
  phone: string | null | undefined,
  ...fallbacks: (string | null | undefined)[]
) {
  const fromPhone = timeZoneOfPhone(phone);
  if (fromPhone) return fromPhone;
  return fallbacks.find(isValidTimeZone) ?? 'America/New_York';
}

/**
 * `at` itself when texting is allowed then, else the next 8:00 on the recipient's wall clock. Counting minutes on
 * the wall clock is off by the DST shift on the two change nights, which only moves the send by that hour.
 */
export function nextAllowedSmsTime(at: Date, timeZone: string): Date {
  const { hour, minute, second } = wallClock(at, timeZone);
  if (hour >= QUIET_HOURS.startHour && hour < QUIET_HOURS.endHour) return at;
  const minutesNow = hour * 60 + minute;
  const minutesUntil = (QUIET_HOURS.startHour * 60 - minutesNow + 24 * 60) % (24 * 60);
  return new Date(at.getTime() + minutesUntil * 60_000 - second * 1000 - at.getMilliseconds());
}
