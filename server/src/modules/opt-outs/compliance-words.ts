// US messaging rules (CTIA and the carriers' keywords): single-word keywords plus the clear free-text opt-outs the FCC counts since
// April 2025, in English, Spanish and French. Anything matched here is answered by the rules, never by an engine.
import type { LeadLanguage } from '@lead-manager/contracts/leads';

export type ComplianceIntent = 'opt_out' | 'opt_in' | 'help';

/** A keyword and the language it is in; STOP is said in every language, so it names none. */
type Keywords = Record<string, LeadLanguage | null>;

const OPT_OUT_WORDS: Keywords = {
  STOP: null,
  STOPALL: 'en',
  UNSUBSCRIBE: 'en',
  CANCEL: 'en',
  END: 'en',
  QUIT: 'en',
  REVOKE: 'en',
  OPTOUT: 'en',
  // Required in the US and Canada (ARRET for French Canada), and the Spanish and French words for the same.
  ALTO: 'es',
  PARAR: 'es',
  PARA: 'es',
  BAJA: 'es',
  CANCELAR: 'es',
  DETENER: 'es',
  ARRET: 'fr',
  ARRÊT: 'fr',
  ARRETER: 'fr',
  ARRÊTER: 'fr',
  DESABONNER: 'fr',
  DÉSABONNER: 'fr',
};
/** Opt-in words count only for a phone that opted out (the caller checks): otherwise "sí" is just an answer. */
const OPT_IN_WORDS: Keywords = {
  START: null,
  UNSTOP: 'en',
  YES: 'en',
  SÍ: 'es',
  SI: 'es',
  COMENZAR: 'es',
  OUI: 'fr',
};
const HELP_WORDS: Keywords = { HELP: 'en', INFO: null, AYUDA: 'es', AIDE: 'fr' };

/** Wordings that plainly ask us to stop, in a longer message (lower case, straight apostrophes). */
const OPT_OUT_PHRASES: [RegExp, LeadLanguage][] = [
  [/\bstop (?:texting|messaging|contacting|emailing|calling|sending|bothering)\b/, 'en'],
  [/\b(?:do not|don'?t|dont|never) (?:text|message|contact|email|call|send)(?:ing)? me\b/, 'en'],
  [/\bremove me\b/, 'en'],
  [/\btake me off\b/, 'en'],
  [/\bunsubscribe\b/, 'en'],
  [/\bopt(?:-| )?(?:me )?out\b/, 'en'],
  [/\bno more (?:texts|messages|emails|contact)\b/, 'en'],
  [/\blose my number\b/, 'en'],
  [/\bleave me alone\b/, 'en'],
  [
    /\bno me (?:manden|mandes|mande|envíen|envien|envíes|envies|escriban|escribas|escriba|contacten|llamen) m[aá]s\b/,
    'es',
  ],
  [/\bya no me (?:manden|envíen|envien|escriban|contacten)\b/, 'es'],
  [/\bdej(?:en|a|e) de (?:mandarme|enviarme|escribirme|contactarme|llamarme|molestarme)\b/, 'es'],
  [/\bno quiero (?:recibir )?m[aá]s (?:mensajes|textos|correos)\b/, 'es'],
  [
    /\b(?:b[oó]rr(?:en|ame|enme)|qu[ií]t(?:en|ame|enme)|s[aá]qu(?:en|ame|enme))(?:me)? de (?:la|su) lista\b/,
    'es',
  ],
  [/\bdar(?:me)? de baja\b/, 'es'],
  [/\bne m'(?:[ée]crivez|envoyez|[ée]cris|envoie) plus\b/, 'fr'],
  [/\bne me (?:contactez|contacte|texte[sz]?|rappelez) plus\b/, 'fr'],
  [/\barr[êe]te[rz]? de m'(?:[ée]crire|envoyer|contacter|[ée]crire des)/, 'fr'],
  [/\bje ne veux plus (?:de |recevoir )?(?:vos |de )?(?:messages|textos|sms|courriels|e-?mails)\b/, 'fr'],
  [/\bretirez[- ]moi\b/, 'fr'],
  [/\bd[ée]sabonn/, 'fr'],
  [/\bd[ée]sinscri/, 'fr'],
];

/**
 * "Wrong number" is an opt-out for that number (CTIA's messaging principles); the answer is an apology, not the usual
 * confirmation. Accented letters are outside JavaScript's `\b`, hence the look-arounds.
 */
const WRONG_NUMBER_PHRASES: [RegExp, LeadLanguage][] = [
  [/\bwrong (?:number|person|#)(?!\w)/, 'en'],
  [/(?<!\p{L})(?:n[uú]mero equivocado|se equivoc(?:[oó]|aron) de (?:n[uú]mero|persona))(?!\p{L})/u, 'es'],
  [/(?<!\p{L})(?:mauvais|faux) num[ée]ro(?!\p{L})/u, 'fr'],
];

export interface ComplianceReading {
  intent: ComplianceIntent;
  /** The language of the words used, when they belong to one (STOP, START and INFO do not). */
  language?: LeadLanguage;
  /** An opt-out saying the number reached the wrong person: the lead is closed and gets an apology. */
  wrongNumber?: true;
}

/** The message as one upper-case keyword: surrounding spaces and punctuation (¡ALTO!) do not count. */
function asKeyword(text: string): string {
  return text
    .trim()
    .replace(/^[\s"'.!?,¡¿]+|[\s"'.!?,¡¿]+$/g, '')
    .toUpperCase();
}

const lookUp = (words: Keywords, keyword: string) =>
  Object.hasOwn(words, keyword) ? { language: words[keyword] ?? undefined } : undefined;

/** A single-word opt-out (STOP, ARRET, ALTO…), as opposed to one read from free text ("stop texting me"). */
export const isOptOutKeyword = (text: string) => Object.hasOwn(OPT_OUT_WORDS, asKeyword(text));

export function readCompliance(text: string): ComplianceReading | undefined {
  const keyword = asKeyword(text);
  const tables: [ComplianceIntent, Keywords][] = [
    ['opt_out', OPT_OUT_WORDS],
    ['opt_in', OPT_IN_WORDS],
    ['help', HELP_WORDS],
  ];
  for (const [intent, words] of tables) {
    const found = lookUp(words, keyword);
    if (found) return { intent, ...found };
  }
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const wrong = WRONG_NUMBER_PHRASES.find(([pattern]) => pattern.test(lower));
  if (wrong) return { intent: 'opt_out', language: wrong[1], wrongNumber: true };
  const phrase = OPT_OUT_PHRASES.find(([pattern]) => pattern.test(lower));
  return phrase ? { intent: 'opt_out', language: phrase[1] } : undefined;
}

export const classifyCompliance = (text: string): ComplianceIntent | undefined =>
  readCompliance(text)?.intent;
