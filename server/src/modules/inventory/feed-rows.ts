// One data row of an inventory feed read into a stock unit, or the reason it cannot be one.
import type { VehicleCondition } from '@lead-manager/contracts/inventory';
import type { FeedColumns, FeedField } from './feed-columns';

export interface FeedVehicle {
  unitKey: string;
  vin: string | null;
  stockNumber: string | null;
  condition: VehicleCondition | null;
  year: number | null;
  make: string | null;
  model: string;
  trim: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  mileage: number | null;
  price: number | null;
  msrp: number | null;
  features: string | null;
  url: string | null;
  photoUrl: string | null;
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const MAX_TEXT = 4000;

/** New, used or certified pre-owned as exporters write it ("N", "Pre-Owned", "Certified"); anything else unsaid. */
function conditionOf(value: string | null): VehicleCondition | null {
  const word = value?.toLowerCase().replace(/[^a-z]/g, '');
  if (!word) return null;
  if (word === 'new' || word === 'n') return 'new';
  if (word.startsWith('cert') || word === 'cpo') return 'cpo';
  if (word === 'used' || word === 'u' || word === 'preowned') return 'used';
  return null;
}

/** "25000 USD", "$25,995", "12,345 mi" → 25000, 25995, 12345; cents dropped. */
function wholeNumberOf(value: string | null): number | null | 'bad' {
  if (!value) return null;
  const digits = value.replace(/,/g, '').match(/\d+(?:\.\d+)?/)?.[0];
  if (!digits) return 'bad';
  const number = Math.round(Number(digits));
  return Number.isSafeInteger(number) && number < 2 ** 31 ? number : 'bad';
}

/** The first address of a list ("a.jpg|b.jpg", "a.jpg, b.jpg"). */
const firstOf = (value: string | null) => value?.split(/[|,\s]+/).find(Boolean) ?? null;

/** The row's vehicle, or why it was left out. */
export function readFeedRow(cells: string[], columns: FeedColumns): FeedVehicle | { error: string } {
  const cell = (field: FeedField) => {
    const index = columns[field];
    const value = index === undefined ? '' : (cells[index] ?? '').trim();
    return value ? value.slice(0, MAX_TEXT) : null;
  };
  const vin = cell('vin')?.toUpperCase() ?? null;
  const stockNumber = cell('stockNumber');
  if (vin && !VIN.test(vin)) return { error: `VIN "${vin}" is not 17 letters and digits` };
  if (!vin && !stockNumber) return { error: 'no VIN and no stock number' };
  const model = cell('model');
  if (!model) return { error: 'no model' };
  const year = wholeNumberOf(cell('year'));
  if (year === 'bad' || (year !== null && (year < 1900 || year > 2100)))
    return { error: `year "${cell('year')}" is not a model year` };
  const numbers = {
    mileage: wholeNumberOf(cell('mileage')),
    price: wholeNumberOf(cell('price')),
    msrp: wholeNumberOf(cell('msrp')),
  };
  for (const [field, value] of Object.entries(numbers))
    if (value === 'bad') return { error: `${field} "${cell(field as FeedField)}" is not a number` };
  return {
    unitKey: vin ? `vin:${vin}` : `stock:${stockNumber}`,
    vin,
    stockNumber,
    condition: conditionOf(cell('condition')),
    year,
    make: cell('make'),
    model,
    trim: cell('trim'),
    exteriorColor: cell('exteriorColor'),
    interiorColor: cell('interiorColor'),
    mileage: numbers.mileage as number | null,
    price: numbers.price as number | null,
    msrp: numbers.msrp as number | null,
    features: cell('features'),
    url: firstOf(cell('url')),
    photoUrl: firstOf(cell('photoUrl')),
  };
}
