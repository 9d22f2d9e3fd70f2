// "I already bought one": the person is done shopping. Read by the rules (like STOP), never by an engine, so the
// lead is closed and thanked once whichever assistant is configured.
import type { LeadLanguage } from '@lead-manager/contracts/leads';

/** Lower case, straight apostrophes; accented letters are outside JavaScript's `\b`, hence the look-arounds. */
const BOUGHT_PHRASES: [RegExp, LeadLanguage][] = [
  [
    /\b(?:already|just) (?:bought|purchased|got|picked up) (?:one|a|an|it|my|the|another|something|elsewhere)\b/,
    'en',
  ],
  [/\bbought (?:one |a car |a truck |it )?(?:elsewhere|somewhere else|from another)\b/, 'en'],
  [/(?<!\p{L})ya (?:compr[eé]|compramos|adquir[ií]|tengo (?:carro|coche|auto))(?!\p{L})/u, 'es'],
  [
    /(?<!\p{L})(?:j'ai|nous avons) d[ée]j[àa] achet[ée](?!\p{L})|(?<!\p{L})d[ée]j[àa] achet[ée](?!\p{L})/u,
    'fr',
  ],
];

/** The language of a message saying the person already bought a vehicle, or undefined when it says not that. */
export function readBoughtElsewhere(text: string): { language: LeadLanguage } | undefined {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const found = BOUGHT_PHRASES.find(([pattern]) => pattern.test(lower));
  return found ? { language: found[1] } : undefined;
}

/** The one thank-you; it promises no more messages, which closing the lead keeps. */
export const boughtThanks: Record<LeadLanguage, (store: string) => string> = {
  en: (store) =>
    `Congratulations on your new vehicle, and thank you for letting us know! We will not follow up. - ${store}`,
  es: (store) =>
    `¡Felicidades por su nuevo vehículo y gracias por avisarnos! No le enviaremos más seguimientos. - ${store}`,
  fr: (store) =>
    `Félicitations pour votre nouveau véhicule et merci de nous avoir prévenus! Nous ne ferons plus de suivi. - ${store}`,
};

/** The note left on the lead that ended (the owner's alert says why in their language: notice-texts.ts). */
export const ENDINGS = {
  wrong_number: { note: 'Closed: the customer replied it is the wrong number (opted out).' },
  bought_elsewhere: { note: 'Closed: the customer replied they already bought a vehicle.' },
} as const;
export type Ending = keyof typeof ENDINGS;
