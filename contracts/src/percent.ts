/**
 * A percentage rounded for people, where 100% means all and 0% means none: a share that is not all never rounds up
 * to 100 (99.96 → 99.9, or 99.6 → 99 in whole percents) and a share above none never rounds down to 0 (0.04 → 0.1).
 * A general manager reads "answered within 5 min 100%" as "no lead waited", so rounding must not say it when one did.
 * Shares above 100 (a conversion where a later step outruns the one before) get the same treatment around 100.
 */
export function roundPercent(pct: number, decimals = 0): number {
  const unit = 10 ** -decimals;
  const rounded = Math.round(pct / unit) * unit;
  const fixed = (value: number) => Number(value.toFixed(decimals));
  if (rounded === 100 && pct < 100) return fixed(Math.floor(pct / unit) * unit);
  if (rounded === 100 && pct > 100) return fixed(Math.ceil(pct / unit) * unit);
  if (rounded === 0 && pct > 0) return fixed(unit);
  return fixed(rounded);
}

/** part ÷ whole as a percentage rounded by `roundPercent`; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number, decimals = 0): number | null {
  if (whole <= 0) return null;
  return roundPercent((part * 100) / whole, decimals);
}
