// The one place a lead's language is decided (decisions 017 and 041): from its source, staff, or its own words.
import { type LanguageSource, LEAD_LANGUAGES, type LeadLanguage } from '@lead-manager/contracts/leads';
import { detect } from 'tinyld';

const isLeadLanguage = (code: string): code is LeadLanguage =>
  (LEAD_LANGUAGES as readonly string[]).includes(code);

/** Names a form may send instead of a code. */
const LANGUAGE_NAMES: Record<string, LeadLanguage> = {
  english: 'en',
  ingles: 'en',
  inglés: 'en',
  anglais: 'en',
  spanish: 'es',
  espanol: 'es',
  español: 'es',
  espagnol: 'es',
  castellano: 'es',
  french: 'fr',
  frances: 'fr',
  francés: 'fr',
  francais: 'fr',
  français: 'fr',
};

/**
 * A locale or language as sources write it — Meta's form locale `ES_LA`, `fr_CA`, `es-MX`, `fr`, `Spanish` — as
 * one of our languages; undefined for any other language or an unreadable value.
 */
export function languageOfLocale(locale: string | null | undefined): LeadLanguage | undefined {
  const text = locale?.trim().toLowerCase();
  if (!text) return undefined;
  const named = LANGUAGE_NAMES[text];
  if (named) return named;
  const primary = text.split(/[-_]/)[0] ?? '';
  return isLeadLanguage(primary) ? primary : undefined;
}

/** Below this many letters a message ("ok", "Hello", "Equinox LT") says too little about its language. */
const MIN_LETTERS = 10;

/**
 * The language a customer wrote in, by tinyld (decision 017), among the languages we write; undefined when the
 * text is too short or the detector is unsure, so a lead's language never flips on "ok" or a model name.
 */
export function detectLanguage(text: string): LeadLanguage | undefined {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return undefined;
  const found = detect(text, { only: [...LEAD_LANGUAGES] });
  return isLeadLanguage(found) ? found : undefined;
}

/** Fewer words than this ("Merci beaucoup", "Maria Lopez", "3pm ok") say too little about the person's language. */
const MIN_WORDS = 3;

/**
 * The language of a person's own words (a message, an ADF comment) when there is enough text to tell: at least
 * three words and ten letters; undefined otherwise.
 */
export function languageOfOwnWords(text: string): LeadLanguage | undefined {
  const words = text.match(/\p{L}+/gu)?.length ?? 0;
  return words < MIN_WORDS ? undefined : detectLanguage(text);
}

export interface LeadLanguageState {
  language: string;
  languageSource: string;
}

/**
 * The language a lead takes after writing `text`, or undefined to keep its own. Staff's choice is never overridden,
 * and a set phrase answered by the rules (STOP, "Unsubscribe", HELP, "wrong number") never changes it: tinyld reads
 * "Unsubscribe" and "stop sending me these messages" as Spanish.
 */
export function languageAfterMessage(
  lead: LeadLanguageState,
  text: string,
  { setPhrase }: { setPhrase: boolean },
): LeadLanguage | undefined {
  if ((lead.languageSource as LanguageSource) === 'staff' || setPhrase) return undefined;
  const language = languageOfOwnWords(text);
  if (!language) return undefined;
  // A lead that had only the English default takes the detected language even when it is English.
  const unchanged = language === lead.language && (lead.languageSource as LanguageSource) !== 'default';
  return unchanged ? undefined : language;
}

/** A source's language (form locale, ADF) for a lead already known: only one whose language nothing had said. */
export const languageFromSource = (lead: LeadLanguageState, language: LeadLanguage | undefined) =>
  language && (lead.languageSource as LanguageSource) === 'default' ? language : undefined;

/**
 * The language of the answer to a set phrase (an opt-out confirmation, HELP, an apology): the lead's, once known;
 * for a lead we know nothing of, the language the phrase itself is in (ALTO is answered in Spanish).
 */
export function answerLanguage(
  lead: LeadLanguageState,
  phraseLanguage: LeadLanguage | undefined,
): LeadLanguage {
  const own = isLeadLanguage(lead.language) ? lead.language : 'en';
  if ((lead.languageSource as LanguageSource) !== 'default') return own;
  return phraseLanguage ?? own;
}
