// chrono-node's English, Spanish and French parsers, taught the few ways customers name a time that chrono does not
// read on its own ("around 2", "after work", "este fin de semana"), and run in the lead's language first.
import * as chrono from 'chrono-node';

const PARSE_LANGUAGES = ['en', 'es', 'fr'] as const;
export type ParseLanguage = (typeof PARSE_LANGUAGES)[number];
/** The lead's language as a parser language (English when unknown). */
export const parseLanguageOf = (language: string | undefined): ParseLanguage =>
  PARSE_LANGUAGES.find((l) => l === language) ?? 'en';

/** Tags our parsers add; chrono's own casual parsers tag parts of the day as `casualReference/<part>`. */
export const AFTER_WORK_TAG = 'casualReference/afterWork';
export const WEEKEND_TAG = 'leadManager/weekend';

/** Not a letter before: JavaScript's \b does not know "á" or "é" are letters. */
const START = '(?<!\\p{L})';

/** What may follow a number that is not an hour: "about 5 minutes", "around 3 kids", "vers 2 ans", "about 25,000". */
const NOT_AN_HOUR = [
  String.raw`\s*(?:[ap]\.?m|h)`, // chrono's own parsers read "around 2pm" and "vers 14h"
  String.raw`[\d,]`,
  String.raw`\s*-?\s*(?:min|mins|minutes?|minutos?|hours?|hrs?|horas?|heures?|days?|d[ií]as?|jours?|weeks?|semanas?|semaines?|months?|mes(?:es)?|mois|years?|a[nñ]os?|ans?|miles?|millas?|km|kilom\p{L}*|people|personas?|personnes?|kids|niñ[oa]s|enfants|cars?|autos?|coches?|voitures?|k|grand|mil|dollars?|d[oó]lares|euros?|bucks|%)(?!\p{L})`,
].join('|');

/** "around 2", "sobre las 2", "vers 2": an hour the customer gave roughly; am or pm is left to the store's hours. */
const roughHour = (words: string): chrono.Parser => ({
  pattern: () => new RegExp(`${START}(?:${words})\\s+(\\d{1,2})(?:[:h.](\\d{2}))?(?!${NOT_AN_HOUR})`, 'iu'),
  extract: (_context, match) => {
    const hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    return hour >= 1 && hour <= 12 && minute < 60 ? { hour, minute } : null;
  },
});

/** "2ish": English only. */
const hourIsh: chrono.Parser = {
  pattern: () => /(?<!\p{L})(\d{1,2})\s*-?ish(?!\p{L})/iu,
  extract: (_context, match) => {
    const hour = Number(match[1]);
    return hour >= 1 && hour <= 12 ? { hour, minute: 0 } : null;
  },
};

/**
 * A phrase that names a part of the day without an hour: the hour is implied, the tag says which part. The certain
 * second makes it a time of day to chrono (one with no hour would count as a date too), so 'after work on Friday'
 * merges into Friday instead of Friday into today.
 */
const partOfDay = (words: string, impliedHour: number, tag: string): chrono.Parser => ({
  pattern: () => new RegExp(`${START}(?:${words})(?!\\p{L})`, 'iu'),
  extract: (context) =>
    context.createParsingComponents().imply('hour', impliedHour).assign('second', 0).addTag(tag),
});

/** "this weekend" in the languages chrono does not know it in; the day is worked out on the store's calendar. */
const weekend = (words: string): chrono.Parser => ({
  pattern: () => new RegExp(`${START}(?:${words})(?!\\p{L})`, 'iu'),
  extract: (context) => context.createParsingComponents().addTag(WEEKEND_TAG),
});

function english(): chrono.Chrono {
  const parser = chrono.en.casual.clone();
  // It reads "15h" or "2 hours" without "in" as that long from now: "demain à 15h" would become 1 AM.
  parser.parsers = parser.parsers.filter(
    (p) => p.constructor.name !== 'ENTimeUnitCasualRelativeFormatParser',
  );
  parser.parsers.push(
    roughHour('around|about|at around|at about|round|roughly'),
    hourIsh,
    partOfDay(
      'after work|after i get off(?: work)?|after i finish work|once i get off work',
      18,
      AFTER_WORK_TAG,
    ),
  );
  return parser;
}

function spanish(): chrono.Chrono {
  const parser = chrono.es.casual.clone();
  parser.parsers.push(
    roughHour('sobre las|sobre la|hacia las|hacia la|a eso de las|a eso de la|como a las|como a la|tipo'),
    partOfDay('por la mañana|en la mañana|de la mañana', 10, 'casualReference/morning'),
    partOfDay('por la tarde|en la tarde|de la tarde', 15, 'casualReference/afternoon'),
    partOfDay('por la noche|en la noche|de la noche', 19, 'casualReference/evening'),
    partOfDay(
      'después del trabajo|despues del trabajo|al salir del trabajo|saliendo del trabajo',
      18,
      AFTER_WORK_TAG,
    ),
    weekend('este fin de semana|el fin de semana|fin de semana|finde'),
  );
  return parser;
}

function french(): chrono.Chrono {
  const parser = chrono.fr.casual.clone();
  parser.parsers.push(
    roughHour('vers|autour de|aux alentours de'),
    partOfDay(
      'après le travail|apres le travail|après le boulot|apres le boulot|en sortant du travail',
      18,
      AFTER_WORK_TAG,
    ),
    weekend('ce week-end|ce weekend|le week-end|le weekend|ce we'),
  );
  return parser;
}

const PARSERS: Record<ParseLanguage, chrono.Chrono> = { en: english(), es: spanish(), fr: french() };

/**
 * The dates and times in `text`, read by the language that understands most of it: the lead's language first, the
 * others after (a Spanish speaker may write "sábado a las 10" before anyone knows their language).
 */
export function parseTimes(
  text: string,
  reference: chrono.ParsingReference,
  language: ParseLanguage = 'en',
): { results: chrono.ParsedResult[]; language: ParseLanguage } {
  const order = [language, ...PARSE_LANGUAGES.filter((l) => l !== language)];
  let best = { results: [] as chrono.ParsedResult[], language };
  let bestLength = 0;
  for (const lang of order) {
    const results = PARSERS[lang].parse(text, reference, { forwardDate: true });
    const length = results.reduce((sum, r) => sum + r.text.length, 0);
    if (length > bestLength) {
      best = { results, language: lang };
      bestLength = length;
    }
  }
  return best;
}

/** A clock time written the 24-hour way: "08:00" (leading zero) anywhere, "8h"/"8 h 30" in French. */
export function isTwentyFourHourClock(result: chrono.ParsedResult, language: ParseLanguage): boolean {
  if (/(?<!\d)0\d:\d{2}/.test(result.text)) return true;
  return language === 'fr' && /\d\s*h/i.test(result.text);
}
