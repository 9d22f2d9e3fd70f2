// The stock guard on an LLM's reply: every vehicle it names must be on the lot. A reply naming a sold unit (its
// stock number or VIN), a model the store has none of (a known model, or any name written after a make, so an
// invented "Hyundai Zentra" is caught too), or a model year it has none of, is not sent.
import type { StockLookup } from './assistant-engine';
import { modelsNamedIn } from './vehicle-models';

/** "2023 Tucson", "2025 Hyundai Palisade": the model year written just before the model (and its make). */
const YEAR_BEFORE = /\b((?:19|20)\d\d)\s+(?:[\p{L}-]+\s+)?$/u;

/** Makes a model name follows in a reply ("2025 Hyundai Azera"); "Chevy" as customers and models write it. */
const MAKES =
  'Hyundai|Kia|Chevrolet|Chevy|GMC|Buick|Cadillac|Ford|Lincoln|Toyota|Lexus|Honda|Acura|Nissan|Infiniti|Subaru|Mazda|Jeep|Ram|Dodge|Chrysler|Tesla|Volkswagen|VW|BMW|Audi|Mercedes-Benz|Genesis|Volvo';

/** A make and the capitalised word after it: the name the reply gives a vehicle. */
const MAKE_AND_NAME = new RegExp(`\\b(${MAKES})\\s+([A-Z][\\p{L}\\d-]*)`, 'gu');

/** Words that follow a make without naming a vehicle: the brand's programmes, services and the store itself. */
const NOT_A_MODEL = new Set(
  'Motor Motors Credit Financial Finance Certified Assurance Blue Sync SYNC Connect Care Rewards Owners Owner Dealer Dealership Dealerships Store Team Service Parts Group Auto Warranty Pass Protection Genuine Collision'.split(
    ' ',
  ),
);

/** Names written after a make that the known models do not cover, with where each starts. */
function otherNamesIn(text: string, known: { at: number; end: number }[]) {
  const found: { make: string; name: string; at: number }[] = [];
  for (const match of text.matchAll(MAKE_AND_NAME)) {
    const [, make = '', name = ''] = match;
    const at = match.index + match[0].length - name.length;
    if (NOT_A_MODEL.has(name) || known.some((k) => at < k.end && k.at < at + name.length)) continue;
    found.push({ make, name, at });
  }
  return found;
}

/** Why the reply may not be sent as written, or undefined when every vehicle it names is in stock. */
export async function vehicleClaimProblem(text: string, stock: StockLookup): Promise<string | undefined> {
  if (await stock.namesSold(text)) return 'it names a sold vehicle';
  const known = modelsNamedIn(text);
  for (const { make, name } of otherNamesIn(text, known)) {
    const units = await stock.find({ make: make === 'Chevy' ? 'Chevrolet' : make, model: name, limit: 1 });
    if (units.length === 0) return `it names a ${make} ${name}, which is not in stock`;
  }
  for (const { name, at } of known) {
    const year = YEAR_BEFORE.exec(text.slice(Math.max(0, at - 30), at))?.[1];
    const units = await stock.find({ model: name, year: year ? Number(year) : undefined, limit: 1 });
    if (units.length === 0) return `it names ${year ? `a ${year} ` : 'a '}${name}, which is not in stock`;
  }
  return undefined;
}
