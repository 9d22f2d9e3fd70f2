// Times as the customer reads them, in the lead's language: "Monday, November 23 at 3:00 PM",
// "lunes, 23 de noviembre a las 15:00", "lundi 23 novembre à 15 h 00". English keeps `formatLocal` (the engines
// parse their own proposals back), the other languages use Intl's own wording.
import { type BusinessHours, WEEKDAYS } from '@lead-manager/contracts/dealerships';
import type { LeadLanguage } from '@lead-manager/contracts/leads';
import { formatLocal } from './local-time';

const LOCALES: Record<Exclude<LeadLanguage, 'en'>, string> = { es: 'es-US', fr: 'fr-CA' };
const AT: Record<Exclude<LeadLanguage, 'en'>, string> = { es: 'a las', fr: 'à' };
const OR: Record<LeadLanguage, string> = { en: 'or', es: 'o', fr: 'ou' };

export function formatLocalIn(at: Date, zone: string, language: LeadLanguage): string {
  if (language === 'en') return formatLocal(at, zone);
  const locale = LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${day.format(at)} ${AT[language]} ${time.format(at)}`;
}

/** Two proposed times: "lunes, 23 de noviembre a las 10:00 o 14:00" when on the same day. */
export function describeSlotsIn(slots: Date[], zone: string, language: LeadLanguage): string {
  const separator = language === 'en' ? ' at ' : ` ${AT[language]} `;
  const texts = slots.map((s) => formatLocalIn(s, zone, language));
  const [first, second] = texts;
  if (!first) return '';
  if (!second) return first;
  const [firstDay] = first.split(separator);
  const [secondDay, secondTime] = second.split(separator);
  return `${first} ${OR[language]} ${firstDay === secondDay ? secondTime : second}`;
}

const CLOSED: Record<Exclude<LeadLanguage, 'en'>, string> = { es: 'cerrado', fr: 'fermé' };
const TO: Record<Exclude<LeadLanguage, 'en'>, string> = { es: 'a', fr: 'à' };

/** A store's week for a Spanish or French reader, one day after the other: "lunes 09:00 a 20:00; domingo cerrado". */
export function describeHoursIn(hours: BusinessHours, language: Exclude<LeadLanguage, 'en'>): string {
  // 2023-01-01 was a Sunday: its week gives Intl's day names.
  const dayName = (index: number) =>
    new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 1 + index)),
    );
  return [1, 2, 3, 4, 5, 6, 0]
    .map((index) => {
      const day = hours[WEEKDAYS[index] ?? 'sunday'];
      return day
        ? `${dayName(index)} ${day.open} ${TO[language]} ${day.close}`
        : `${dayName(index)} ${CLOSED[language]}`;
    })
    .join('; ');
}
