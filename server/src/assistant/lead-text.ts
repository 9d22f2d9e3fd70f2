import { renderTemplate } from '@lead-manager/contracts/ai-defaults';

/** Answers that name no vehicle at all: "Not specified", "not sure", "n/a", "none yet". */
const NO_VEHICLE_WORDS = new Set(
  'not sure unsure undecided specified unknown n a na none yet tbd'.split(' '),
);

/** The vehicle a lead asked about, or undefined when it named none (so the text is phrased without one). */
export function vehicleOf(interest: string | null | undefined): string | undefined {
  const text = interest?.trim() ?? '';
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (words.every((w) => NO_VEHICLE_WORDS.has(w))) return undefined;
  return text;
}

/** How a lead known only by a phone number is greeted, by language. */
const NO_NAME: Record<string, string> = { es: 'estimado cliente', fr: 'cher client' };

/** "Hi Pat"; a lead named after its phone number ("(216) 555-0134") is greeted "Hi there". */
export function firstNameOf(name: string, language?: string | null) {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return /\p{L}/u.test(first) ? first : (NO_NAME[language ?? ''] ?? 'there');
}

export interface TextLead {
  name: string;
  vehicleInterest: string | null;
  language?: string | null;
}
export interface TextDealership {
  name: string;
  phone: string | null;
  email: string | null;
}

/** Without a vehicle, "is the {vehicleInterest} still…" reads "is your next vehicle still…", never "the Not specified". */
const NO_VEHICLE_PHRASE = 'your next vehicle';
const WITH_ARTICLE = /\b(the|a|an|your)\s+\{vehicleInterest\}/gi;

/**
 * A dealership text (template, signature, follow-up step) with the lead's and the dealership's values filled in;
 * `message` is the assistant's words for templates that wrap them.
 */
export function renderForLead(
  text: string,
  lead: TextLead,
  dealership: TextDealership,
  message = '',
): string {
  const vehicle = vehicleOf(lead.vehicleInterest);
  const phrased = vehicle
    ? text
    : text.replace(WITH_ARTICLE, (_m, article: string) =>
        article[0] === article[0]?.toUpperCase() ? 'Your next vehicle' : NO_VEHICLE_PHRASE,
      );
  return renderTemplate(phrased, {
    customerName: firstNameOf(lead.name, lead.language),
    vehicleInterest: vehicle ?? NO_VEHICLE_PHRASE,
    dealershipName: dealership.name,
    dealershipPhone: dealership.phone ?? '',
    dealershipEmail: dealership.email ?? '',
    message,
  });
}

/**
 * "Hi Dana," / "Hello there!" / "Good morning Dana -" at the start of a text, and the same in Spanish and French
 * ("¡Hola Lucía!", "Buenos días Lucía,", "Bonjour Amélie,"): templates in every language greet.
 */
const LEADING_GREETING =
  /^\s*¡?(?:hi|hello|hey|hiya|dear|greetings|good (?:morning|afternoon|evening)|hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|estimad[oa]|bonjour|bonsoir|salut|cher|ch[èe]re)(?!\p{L})(?:\s+[^\s,!.:;]+)?(?:[,!.:;]+|\s+-)\s*/iu;

/** True when a template puts a greeting before the message ("Hi {customerName}, {message}"). */
export const templateGreets = (template: string) => {
  const before = template.split('{message}')[0] ?? '';
  return LEADING_GREETING.test(before);
};

/** The text without its own opening greeting, for a template that already greets: never "Hi Dana, Hi Dana". */
export function withoutGreeting(text: string): string {
  const stripped = text.replace(LEADING_GREETING, '');
  if (!stripped.trim()) return text;
  return stripped;
}
