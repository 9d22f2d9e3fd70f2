import { DateTime, IANAZone } from 'luxon';
import { timeZoneOfPhone } from './area-code-zones';

/** Texts go out only from 8:00 until 21:00 in the recipient's local time (US messaging rules). */
const QUIET_HOURS = { startHour: 8, endHour: 21 } as const;

/** Luxon keeps one zone object per name and checks the name once (a check builds an Intl formatter: costly). */
export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  return Boolean(timeZone) && IANAZone.create(timeZone as string).isValid;
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

/** `at` itself when texting is allowed then, else the next 8:00 on the recipient's wall clock (DST nights too). */
export function nextAllowedSmsTime(at: Date, timeZone: string): Date {
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  if (local.hour >= QUIET_HOURS.startHour && local.hour < QUIET_HOURS.endHour) return at;
  const opening = local.set({ hour: QUIET_HOURS.startHour, minute: 0, second: 0, millisecond: 0 });
  return (local.hour < QUIET_HOURS.startHour ? opening : opening.plus({ days: 1 })).toJSDate();
}
