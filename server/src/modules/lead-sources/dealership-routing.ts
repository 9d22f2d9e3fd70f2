import type { RoutingHints } from './mapped-lead';

export interface RoutableDealership {
  id: number;
  name: string;
  brand: string;
  facebookPageId: string | null;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The dealership a free-text hint names ("Lakeside Hyundai", "hyundai", "Lakeside Auto Group Ford"): its brand
 * or its name inside the text, or the text inside its name.
 */
export function dealershipNamedBy<D extends RoutableDealership>(
  text: string | undefined,
  dealerships: D[],
): D | undefined {
  const wanted = normalise(text ?? '');
  if (!wanted) return undefined;
  const padded = ` ${wanted} `;
  return (
    dealerships.find((d) => padded.includes(` ${normalise(d.brand)} `)) ??
    dealerships.find((d) => wanted.includes(normalise(d.name)) || normalise(d.name).includes(wanted))
  );
}

/** Strongest hint first; the first dealership when nothing matches (the lead is never dropped). */
export function routeToDealership<D extends RoutableDealership>(
  hints: RoutingHints,
  dealerships: D[],
): D | undefined {
  const sorted = [...dealerships].sort((a, b) => a.id - b.id);
  return (
    (hints.dealershipId !== undefined ? sorted.find((d) => d.id === hints.dealershipId) : undefined) ??
    (hints.facebookPageId ? sorted.find((d) => d.facebookPageId === hints.facebookPageId) : undefined) ??
    dealershipNamedBy(hints.dealershipText, sorted) ??
    sorted[0]
  );
}
