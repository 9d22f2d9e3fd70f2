import type { Language } from '@/i18n/i18n';

const DAY = 24 * 3600_000;

/**
 * The weekday a calendar week starts on in each of the app's languages (0 Sunday … 6 Saturday), as CLDR has it for
 * the language: Sunday in American English, Monday in Spanish and French. A table rather than
 * `Intl.Locale#getWeekInfo`, which Firefox lacks, and which reads es-US and fr-CA (the app's number formats) as Sunday.
 */
export const WEEK_STARTS_ON: Record<Language, number> = { en: 0, es: 1, fr: 1 };

/**
 * The days shown: the anchor's day, or the week it falls in, from the language's first weekday. `anchor` is noon UTC
 * of a calendar day, so its UTC weekday is the day's.
 */
export function calendarDays(anchor: Date, span: 'day' | 'week', weekStartsOn: number): Date[] {
  if (span === 'day') return [anchor];
  const start = new Date(anchor.getTime() - ((anchor.getUTCDay() - weekStartsOn + 7) % 7) * DAY);
  return Array.from({ length: 7 }, (_, i) => new Date(start.getTime() + i * DAY));
}
