// The stock guard on an LLM's reply: every vehicle it names must be on the lot. A reply naming a sold unit (its
// stock number or VIN), a model the store has none of, or a model year it has none of, is not sent.
import type { StockLookup } from './assistant-engine';
import { modelsNamedIn } from './vehicle-models';

/** "2023 Tucson", "2025 Hyundai Palisade": the model year written just before the model (and its make). */
const YEAR_BEFORE = /\b((?:19|20)\d\d)\s+(?:[\p{L}-]+\s+)?$/u;

/** Why the reply may not be sent as written, or undefined when every vehicle it names is in stock. */
export async function vehicleClaimProblem(text: string, stock: StockLookup): Promise<string | undefined> {
  if (await stock.namesSold(text)) return 'it names a sold vehicle';
  for (const { name, at } of modelsNamedIn(text)) {
    const year = YEAR_BEFORE.exec(text.slice(Math.max(0, at - 30), at))?.[1];
    const units = await stock.find({ model: name, year: year ? Number(year) : undefined, limit: 1 });
    if (units.length === 0) return `it names ${year ? `a ${year} ` : 'a '}${name}, which is not in stock`;
  }
  return undefined;
}
