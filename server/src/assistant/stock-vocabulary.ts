// The colours and equipment customers ask about, in English, Spanish and French, and the words feeds use for them
// (feeds are written in English: "Intense Blue", "Wireless Apple CarPlay").

export interface Asked {
  /** How the customer said it, as the reply repeats it. */
  said: string;
  /** Words of the feed that mean it, matched inside the colour or features text. */
  feedWords: string[];
}

const COLORS: { pattern: RegExp; feedWords: string[] }[] = [
  { pattern: /blue|azul(?:es)?|bleue?s?|navy/, feedWords: ['blue', 'navy'] },
  { pattern: /red|roj[oa]s?|rouges?/, feedWords: ['red', 'ruby', 'burgundy'] },
  { pattern: /white|blanc(?:[oa]s?|hes?|s)?/, feedWords: ['white'] },
  { pattern: /black|negr[oa]s?|noire?s?/, feedWords: ['black'] },
  { pattern: /silver|platead[oa]s?|argent(?:é|ée)?s?/, feedWords: ['silver'] },
  { pattern: /gr[ae]y|gris(?:e|es)?/, feedWords: ['gray', 'grey'] },
  { pattern: /green|verdes?|verte?s?/, feedWords: ['green'] },
  { pattern: /orange|naranja/, feedWords: ['orange'] },
  { pattern: /yellow|amarill[oa]s?|jaunes?/, feedWords: ['yellow'] },
  { pattern: /brown|marr[oó]n|caf[eé]|brun/, feedWords: ['brown', 'bronze'] },
];

const FEATURES: { pattern: RegExp; feedWords: string[] }[] = [
  { pattern: /(?:apple )?car ?play/, feedWords: ['carplay'] },
  { pattern: /android auto/, feedWords: ['android auto'] },
  {
    pattern: /sun ?roof|moon ?roof|techo (?:solar|panor[aá]mico|corredizo)|toit (?:ouvrant|panoramique)/,
    feedWords: ['sunroof', 'moonroof', 'panoramic'],
  },
  {
    pattern: /heated seats?|asientos? (?:con )?calefacci[oó]n|si[eè]ges? chauffants?/,
    feedWords: ['heated'],
  },
  { pattern: /third row|3rd row|tercera fila|troisi[eè]me rang[ée]e/, feedWords: ['third row', '3rd row'] },
  {
    pattern:
      /\bawd\b|all[- ]wheel|4wd|4x4|tracci[oó]n (?:integral|total|4x4)|int[ée]grale|quatre roues motrices/,
    feedWords: ['awd', 'all-wheel', '4wd', '4x4'],
  },
  { pattern: /navigation|navegaci[oó]n|\bnav\b|gps/, feedWords: ['navigation', 'nav'] },
  { pattern: /leather|piel|cuir/, feedWords: ['leather'] },
  { pattern: /remote start|arranque remoto|d[ée]marrage [àa] distance/, feedWords: ['remote start'] },
  { pattern: /blind[- ]spot|punto ciego|angle mort/, feedWords: ['blind-spot', 'blind spot'] },
  { pattern: /tow(?:ing)?|trailer|remolque|remorquage/, feedWords: ['tow', 'trailer'] },
  { pattern: /hybrid|h[ií]brid[oa]s?|hybrides?/, feedWords: ['hybrid'] },
];

function namedIn(text: string, vocabulary: { pattern: RegExp; feedWords: string[] }[]): Asked | undefined {
  const lower = text.toLowerCase();
  for (const { pattern, feedWords } of vocabulary) {
    const found = new RegExp(`(?<![\\p{L}\\d])(?:${pattern.source})(?![\\p{L}\\d])`, 'u').exec(lower);
    if (found) return { said: found[0], feedWords };
  }
  return undefined;
}

/** The colour a message asks for ("in blue", "en azul", "en bleu"). */
export const colorNamedIn = (text: string) => namedIn(text, COLORS);

/** The equipment a message asks about ("apple carplay", "toit ouvrant"). */
export const featureNamedIn = (text: string) => namedIn(text, FEATURES);

/** The parts of a features text that mention the equipment asked: "Wireless Apple CarPlay and Android Auto". */
export function featureMentions(features: string | null, asked: Asked): string | undefined {
  const parts = (features ?? '').split(/[,;|•\n]+/).map((p) => p.trim());
  const found = parts.filter((p) => asked.feedWords.some((w) => p.toLowerCase().includes(w)));
  return found.length ? found.join(', ') : undefined;
}
