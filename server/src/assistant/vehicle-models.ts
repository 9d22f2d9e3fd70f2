// The models the built-in assistant recognises in a customer's message, so "does the Ioniq 5 have CarPlay?" is
// answered about the Ioniq 5, not the lead's vehicle of interest, and an LLM's reply is checked against the stock.

/** Models named alone; a number or hyphen may be typed with or without a space ("ioniq5", "f 150"). */
const MODELS = [
  // Hyundai, Kia
  'Tucson',
  'Santa Fe',
  'Palisade',
  'Elantra',
  'Sonata',
  'Kona',
  'Ioniq 5',
  'Ioniq 6',
  'Santa Cruz',
  'Telluride',
  'Sorento',
  'Sportage',
  'Seltos',
  'Carnival',
  'EV6',
  'EV9',
  'K5',
  'Niro',
  // Chevrolet, GMC
  'Silverado',
  'Tahoe',
  'Suburban',
  'Traverse',
  'Equinox',
  'Trax',
  'Trailblazer',
  'Blazer',
  'Colorado',
  'Malibu',
  'Camaro',
  'Corvette',
  'Bolt',
  'Yukon',
  'Acadia',
  'Canyon',
  // Ford
  'F-150',
  'F-250',
  'Maverick',
  'Bronco Sport',
  'Bronco',
  'Explorer',
  'Expedition',
  'Mustang Mach-E',
  'Mach-E',
  'Mustang',
  // Toyota, Honda, Nissan, Subaru, Jeep, Tesla
  'Camry',
  'Corolla',
  'RAV4',
  'Grand Highlander',
  'Highlander',
  'Tacoma',
  'Tundra',
  '4Runner',
  'Sienna',
  'Prius',
  'Civic',
  'CR-V',
  'HR-V',
  'Odyssey',
  'Ridgeline',
  'Altima',
  'Sentra',
  'Rogue',
  'Pathfinder',
  'Murano',
  'Outback',
  'Forester',
  'Crosstrek',
  'Wrangler',
  'Grand Cherokee',
  'Cherokee',
  'Gladiator',
  'Model 3',
  'Model Y',
  'Model S',
  'Model X',
];

/** Models that are everyday words too ("I'll pass", "the edge"): recognised only after their make. */
const WITH_MAKE = [
  'Kia Soul',
  'Kia Forte',
  'Hyundai Venue',
  'Ford Edge',
  'Ford Escape',
  'Ford Ranger',
  'GMC Sierra',
  'GMC Terrain',
  'Honda Accord',
  'Honda Pilot',
  'Honda Passport',
  'Nissan Kicks',
  'Nissan Frontier',
  'Jeep Compass',
  'Ram 1500',
];

const patternOf = (name: string) =>
  new RegExp(
    `(?<![\\p{L}\\d])${name
      .toLowerCase()
      .split(/[\s-]+|(?<=\p{L})(?=\d)/u)
      .join('[\\s-]?')}(?![\\p{L}\\d])`,
    'u',
  );

const KNOWN = [...WITH_MAKE, ...MODELS].map((name) => ({
  name: WITH_MAKE.includes(name) ? name.slice(name.indexOf(' ') + 1) : name,
  pattern: patternOf(name),
}));

/** Every model the text names, in order; a longer name wins over one inside it ("Bronco Sport", not "Bronco"). */
export function modelsNamedIn(text: string): { name: string; at: number; end: number }[] {
  const lower = text.toLowerCase();
  const found: { name: string; at: number; end: number }[] = [];
  for (const { name, pattern } of KNOWN)
    for (const match of lower.matchAll(new RegExp(pattern.source, 'gu')))
      found.push({ name, at: match.index, end: match.index + match[0].length });
  found.sort((a, b) => a.at - b.at || b.end - a.end);
  const kept: typeof found = [];
  for (const f of found) if (!kept.some((k) => f.at < k.end && k.at < f.end)) kept.push(f);
  return kept;
}

/** The text without the models it names: "Ioniq 5" or "F-150" is not a time of day. */
export const withoutModels = (text: string) =>
  modelsNamedIn(text)
    .reverse()
    .reduce((rest, { at, end }) => `${rest.slice(0, at)}${rest.slice(end)}`, text);

/** The first model the text names, in its usual spelling. */
export const modelNamedIn = (text: string): string | undefined => modelsNamedIn(text)[0]?.name;

/**
 * The model a message asks about when it is not the lead's vehicle of interest ("the Ioniq 5" from a Tucson
 * lead); undefined when it names none or the lead's own ("the Tucson" from a "2025 Hyundai Tucson SEL" lead).
 */
export function otherModelAskedAbout(
  message: string,
  vehicleInterest: string | undefined,
): string | undefined {
  const named = modelNamedIn(message);
  if (!named) return undefined;
  return vehicleInterest && modelNamedIn(vehicleInterest) === named ? undefined : named;
}
