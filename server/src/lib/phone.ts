import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The E.164 form of a phone number typed in any common format (`(555) 123-4567`, `+1 555 123 4567`), or
 * undefined when it cannot be a phone number. Numbers without a country code are read as `defaultCountry`.
 * We accept `isPossible()` rather than `isValid()`: the fictional 555 numbers that demos and tests use have
 * the right length but are not assigned, so `isValid()` would reject them.
 */
export function toE164(raw: string, defaultCountry: CountryCode = 'US'): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  return parsed?.isPossible() ? parsed.number : undefined;
}
