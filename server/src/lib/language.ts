import { LEAD_LANGUAGES, type LeadLanguage } from '@lead-manager/contracts/leads';
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
