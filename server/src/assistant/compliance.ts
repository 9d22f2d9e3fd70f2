// US messaging rules (INTEGRATIONS.md): single-word keywords plus the clear free-text opt-outs the FCC counts since
// April 2025. Anything matched here is answered by the rules, never by an engine.

export type ComplianceIntent = 'opt_out' | 'opt_in' | 'help';

const OPT_OUT_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  // Required in the US and Canada (ARRET), and the Spanish and French words (INTEGRATIONS.md).
  'ARRET',
  'ARRÊT',
  'ALTO',
  'PARAR',
  'BAJA',
  'CANCELAR',
  'DESABONNER',
  'DÉSABONNER',
]);
const OPT_IN_WORDS = new Set(['START', 'UNSTOP', 'YES']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

/** Wordings that plainly ask us to stop, in a longer message. */
const OPT_OUT_PHRASES: RegExp[] = [
  /\bstop (?:texting|messaging|contacting|emailing|calling|sending|bothering)\b/,
  /\b(?:do not|don'?t|dont|never) (?:text|message|contact|email|call|send)(?:ing)? me\b/,
  /\bremove me\b/,
  /\btake me off\b/,
  /\bunsubscribe\b/,
  /\bopt(?:-| )?(?:me )?out\b/,
  /\bno more (?:texts|messages|emails|contact)\b/,
  /\blose my number\b/,
  /\bleave me alone\b/,
  /\bno me (?:manden|mandes|envíen|envien|escriban) m[aá]s\b/,
  /\bd[ée]sabonn/,
];

/** The message as one upper-case keyword: surrounding spaces and punctuation do not count. */
function asKeyword(text: string): string {
  return text
    .trim()
    .replace(/^[\s"'.!?,]+|[\s"'.!?,]+$/g, '')
    .toUpperCase();
}

/** A single-word opt-out (STOP, ARRET…), as opposed to one read from free text ("stop texting me"). */
export const isOptOutKeyword = (text: string) => OPT_OUT_WORDS.has(asKeyword(text));

export function classifyCompliance(text: string): ComplianceIntent | undefined {
  const keyword = asKeyword(text);
  if (OPT_OUT_WORDS.has(keyword)) return 'opt_out';
  if (OPT_IN_WORDS.has(keyword)) return 'opt_in';
  if (HELP_WORDS.has(keyword)) return 'help';
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  if (OPT_OUT_PHRASES.some((phrase) => phrase.test(lower))) return 'opt_out';
  return undefined;
}

export interface ComplianceDealership {
  name: string;
  phone: string | null;
  email: string | null;
}

export const optOutConfirmation = (d: ComplianceDealership, channel: 'sms' | 'email') =>
  channel === 'sms'
    ? `${d.name}: you are unsubscribed and will receive no more texts. Reply START to resubscribe.`
    : `You are unsubscribed from ${d.name} emails and will receive no more messages from us.`;

export const optInConfirmation = (d: ComplianceDealership) =>
  `${d.name}: you are resubscribed to our texts. Msg & data rates may apply. Reply HELP for help, STOP to opt out.`;

export function helpText(d: ComplianceDealership): string {
  const contact = [d.phone ? `call ${d.phone}` : undefined, d.email ? `email ${d.email}` : undefined]
    .filter(Boolean)
    .join(' or ');
  return `${d.name} sales team: ${contact ? `${contact}. ` : ''}Msg frequency varies (about your inquiry). Msg & data rates may apply. Reply STOP to opt out.`;
}
