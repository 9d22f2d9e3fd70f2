// Which column of an inventory feed fills which vehicle field, read from its header by name. Dealer exports and
// the Meta, TikTok and Google vehicle catalogues name the same things differently ("Stock #", "StockNumber",
// "state_of_vehicle", "image[0].url"): names are compared without case or punctuation.
import { badRequest } from '../../lib/http-errors';

export const FEED_FIELDS = [
  'vin',
  'stockNumber',
  'condition',
  'year',
  'make',
  'model',
  'trim',
  'exteriorColor',
  'interiorColor',
  'mileage',
  'price',
  'msrp',
  'features',
  'url',
  'photoUrl',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** Header names of each field, as `normalHeader` leaves them; the first present wins. */
const ALIASES: Record<FeedField, string[]> = {
  vin: ['vin', 'vinnumber', 'vehiclevin'],
  // Google's `id` and Meta's `vehicle_id` are the store's own id of the unit.
  stockNumber: ['stock', 'stocknumber', 'stockno', 'stocknum', 'stockid', 'vehicleid', 'id'],
  condition: [
    'condition',
    'newused',
    'neworused',
    'stateofvehicle',
    'vehiclecondition',
    'type',
    'vehicletype',
    'state',
  ],
  year: ['year', 'modelyear', 'vehicleyear'],
  make: ['make', 'brand', 'manufacturer'],
  model: ['model', 'vehiclemodel'],
  trim: ['trim', 'trimlevel', 'series'],
  exteriorColor: ['exteriorcolor', 'exteriorcolour', 'extcolor', 'extcolour', 'color', 'colour'],
  interiorColor: ['interiorcolor', 'interiorcolour', 'intcolor', 'intcolour'],
  mileage: ['mileage', 'miles', 'mileagevalue', 'odometer', 'km', 'kilometers', 'kilometres'],
  price: ['price', 'sellingprice', 'saleprice', 'internetprice', 'listprice', 'askingprice'],
  msrp: ['msrp', 'retailprice'],
  features: ['features', 'options', 'description', 'equipment', 'comments'],
  url: ['url', 'link', 'vdpurl', 'vdp', 'vdplink', 'detailurl'],
  photoUrl: [
    'photo',
    'photourl',
    'photourls',
    'photos',
    'image',
    'imageurl',
    'imagelink',
    'image0url',
    'images',
  ],
};

/** `Stock #` → `stock`, `image[0].url` → `image0url`, `Exterior Colour` → `exteriorcolour`. */
const normalHeader = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export type FeedColumns = Partial<Record<FeedField, number>>;

/**
 * The column index of each field the header names. A feed without a VIN or a stock number column cannot tell one
 * unit from another, and one without a model cannot be offered: refused with a 400 naming the column.
 */
export function resolveFeedColumns(header: string[]): FeedColumns {
  const names = header.map(normalHeader);
  const columns: FeedColumns = {};
  for (const field of FEED_FIELDS) {
    for (const alias of ALIASES[field]) {
      const index = names.indexOf(alias);
      if (index >= 0 && !Object.values(columns).includes(index)) {
        columns[field] = index;
        break;
      }
    }
  }
  const firstImage = names.findIndex((name) => /^image\d+url$/.test(name));
  if (columns.photoUrl === undefined && firstImage >= 0) columns.photoUrl = firstImage;
  if (columns.vin === undefined && columns.stockNumber === undefined)
    throw missingColumn('VIN or stock number column (VIN, Stock #, vehicle_id)');
  if (columns.model === undefined) throw missingColumn('Model column');
  return columns;
}

function missingColumn(what: string) {
  const message = `The feed has no ${what}`;
  return badRequest(message, [{ path: 'csv', message }]);
}
