// The built-in assistant's reading of a customer message: ordered patterns, first match wins.

export type Intent =
  | 'escalate'
  | 'person'
  | 'booking'
  | 'affirm'
  | 'price'
  | 'financing'
  | 'trade_in'
  | 'hours'
  | 'location'
  | 'availability'
  | 'features'
  | 'bot'
  | 'greeting'
  | 'thanks'
  | 'other';

const INTENT_PATTERNS: [Exclude<Intent, 'other'>, RegExp][] = [
  [
    'escalate',
    /\b(?:manager|supervisor|lawyer|attorney|complain\w*|angry|furious|upset|ridiculous|scam\w*|rip[- ]?off|fraud|sue|suing|lawsuit|unacceptable|terrible|awful|worst|disgusting|bbb|better business bureau|report you)\b/,
  ],
  [
    'person',
    /\b(?:real person|a human|human being|talk to (?:a |an |some)(?:one|body|person|rep)|speak (?:to|with) (?:a |an |some)(?:one|body|person|rep)|salesperson|sales person|sales rep|representative|live agent|an agent|call me|give me a call|have someone call)\b/,
  ],
  [
    'booking',
    /\b(?:test[- ]?drive|drive it|come (?:in|by|down|over)|stop (?:by|in)|swing by|drop by|visit|appointment|appt|schedule|book|reserve|see (?:it|the car|the truck|the suv|one)|check (?:it|them) out|look at it|meet)\b/,
  ],
  [
    // Spanish and French ways of asking for a visit (JavaScript's \b does not know accented letters).
    'booking',
    /(?<!\p{L})(?:cita|agendar|reservar|prueba de manejo|visitar(?:los)?|pasar a verlo|ir a verlo|rendez-vous|rdv|essai|essayer|réserver|reserver|passer (?:vous )?voir|venir (?:le )?voir)(?!\p{L})/u,
  ],
  [
    'affirm',
    /^(?:yes|yeah|yep|yup|sure|ok|okay|sounds good|perfect|that works|works for me|great|the first one|first one)\b/,
  ],
  // "Sí", "vale", "oui, parfait": a yes in Spanish or French (JavaScript's \b does not know accented letters).
  [
    'affirm',
    /^[¡¿]?(?:s[ií]|vale|claro|de acuerdo|perfecto|me parece bien|la primera|oui|d'accord|parfait|ça marche|ca marche|le premier)(?!\p{L})/u,
  ],
  [
    'price',
    /\b(?:price|prices|pricing|priced|cost|costs|how much|msrp|out the door|otd|payment|payments|monthly|per month|a month|discount\w*|best deal|a deal|deal on|best price|best offer|lowest|cheaper|cheapest|rebate\w*|incentive\w*|apr|interest rate|rates?|down payment|negotiat\w*|best offer|an offer|your offer|worth|give me for|get for my|invoice|employee pricing|below sticker|sticker|quote|match|knock|grand|\d+k)\b|\$\s?\d|\b\d{1,3}(?:,\d{3})+\b/,
  ],
  ['financing', /\b(?:financ\w*|loan|credit|lease|leasing|lender|bank|pre-?approv\w*|cosigner)\b/],
  ['trade_in', /\b(?:trade[- ]?ins?|trading in|trade my|my trade|sell my (?:car|truck))\b/],
  ['hours', /\b(?:hours|open|close|closing|closed|what time do you)\b/],
  ['location', /\b(?:where|address|location|located|directions|how do i get|how far)\b/],
  [
    'availability',
    /\b(?:in stock|available|availability|have any|do you have|on the lot|inventory|colou?rs?|still there|still have)\b/,
  ],
  [
    'features',
    /\b(?:features?|mpg|mileage|gas|fuel|tow\w*|seats?|seating|third row|3rd row|awd|4wd|4x4|range|charg\w*|safety|warranty|horsepower|hp|engine|cargo|trims?|options?|hybrid|electric|ev|carplay|android auto|specs?)\b/,
  ],
  [
    'bot',
    /\b(?:are you a (?:bot|robot|real person|human|computer)|is this (?:a bot|automated|a real person)|ai)\b/,
  ],
  ['greeting', /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|howdy|yo)\b/],
  ['thanks', /\b(?:thanks|thank you|thx|ty|appreciate it)\b/],
];

/** Words as whole words even when they start or end with an accented letter (which `\b` does not see). */
const anyOf = (...words: string[]) => new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'u');

/** The same intents in Spanish and French, read after the English patterns of the same intent. */
const SPANISH_AND_FRENCH: Partial<Record<Intent, RegExp>> = {
  escalate: anyOf(
    'gerente',
    'queja',
    'abogado',
    'estafa',
    'fraude',
    'inaceptable',
    'terrible',
    'furioso',
    'enojad[oa]',
    'plainte',
    'g[ée]rant',
    'avocat',
    'arnaque',
    'inacceptable',
    'f[âa]ch[ée]e?',
    'scandaleux',
  ),
  person: anyOf(
    'una persona',
    'persona real',
    'un humano',
    'un vendedor',
    'un asesor',
    'll[aá]menme',
    'll[aá]mame',
    'une personne',
    'un humain',
    'un vendeur',
    'un conseiller',
    'appelez-moi',
    'rappelez-moi',
  ),
  booking: anyOf(
    'prueba de manejo',
    'manejarlo',
    'probarlo',
    'ir a verlo',
    'pasar',
    'visitar',
    'cita',
    'agendar',
    'reservar',
    'essai',
    'essayer',
    'passer',
    'visiter',
    'rendez-vous',
    'r[ée]server',
  ),
  affirm:
    /^(?:s[ií]|claro|de acuerdo|perfecto|vale|est[aá] bien|oui|d'accord|parfait|[çc]a marche|ok)(?!\p{L})/u,
  price: anyOf(
    'precio',
    'precios',
    'cu[aá]nto cuesta',
    'cu[aá]nto vale',
    'cu[aá]nto es',
    'pago mensual',
    'mensualidad',
    'descuentos?',
    'enganche',
    'oferta',
    'prix',
    'combien',
    'co[uû]te',
    'mensualit[ée]s?',
    'paiements?',
    'rabais',
    'r[ée]duction',
    'acompte',
  ),
  financing: anyOf(
    'financiamiento',
    'financiar',
    'cr[ée]dito',
    'pr[ée]stamo',
    'arrendamiento',
    'financement',
    'cr[ée]dit',
    'pr[êe]t',
    'location-bail',
  ),
  trade_in: anyOf('parte de pago', 'mi carro usado', 'intercambio', 'reprise', 'échanger mon'),
  hours: anyOf(
    'horario',
    'abren',
    'abierto',
    'cierran',
    'a qu[ée] hora',
    'heures',
    'ouvert',
    'ferm[ée]',
    'quelle heure',
  ),
  location: anyOf('d[oó]nde', 'direcci[oó]n', 'ubicaci[oó]n', 'o[uù] [êe]tes', 'adresse', 'itin[ée]raire'),
  availability: anyOf(
    'tienen',
    'disponible',
    'en existencia',
    'inventario',
    'color',
    'en azul',
    'en rojo',
    'en blanco',
    'en negro',
    'avez-vous',
    'en stock',
    'couleur',
    'en bleu',
    'en rouge',
    'en blanc',
    'en noir',
  ),
  features: anyOf(
    'caracter[ií]sticas',
    'consumo',
    'gasolina',
    'asientos',
    'garant[ií]a',
    'h[ií]brido',
    'el[ée]ctrico',
    'caract[ée]ristiques',
    'consommation',
    'essence',
    'si[èe]ges',
    'garantie',
    'hybride',
    '[ée]lectrique',
  ),
  bot: anyOf(
    'eres un robot',
    'es un robot',
    'eres humano',
    'es un bot',
    '[êe]tes-vous un robot',
    'es-tu un robot',
    'un robot',
  ),
  greeting: /^(?:hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|bonjour|bonsoir|salut|allo|allô)(?!\p{L})/u,
  thanks: anyOf('gracias', 'muchas gracias', 'merci'),
};

export function detectIntent(message: string): Intent {
  const text = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  for (const [intent, pattern] of INTENT_PATTERNS)
    if (pattern.test(text) || SPANISH_AND_FRENCH[intent]?.test(text)) return intent;
  return 'other';
}
