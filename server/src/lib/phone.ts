import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The E.164 form of a phone number typed in any common format (`(555) 123-4567`, `+1 555 123 4567`), or
 * undefined when it cannot be a phone number. Numbers without a country code are read as `defaultCountry`.
 * We accept `isPossible()` rather than `isValid()`: the fictional 555 numbers that demos and tests use have
 * the right length but are not assigned, so `isValid()` would reject them.
 */
export function toE164(raw: string, defaultCountry: CountryCode = 'US'): string | undefined {
  const key = `${defaultCountry} ${raw}`;
  if (recent.has(key)) return recent.get(key);
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  const e164 = parsed?.isPossible() ? parsed.number : undefined;
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(key, e164);
  return e164;
}

// Intake reads each number twice (the form, then the lead's checks) and a burst repeats numbers: parsing is the
// costly part, so recent answers are kept (a plain bounded map: the answer for a string never changes).
const RECENT_MAX = 2000;
const recent = new Map<string, string | undefined>();

/** A phone as people write it: `(216) 555-0134` for US numbers, international format otherwise. */
export function formatPhoneForDisplay(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
