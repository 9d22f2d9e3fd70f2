import type { Db } from '../db/client';
import { ALL_DEALERSHIPS } from '../lib/scope';
import {
  findInStock,
  findSoldNamedIn,
  hasInventory,
  matchStockUnit,
} from '../modules/inventory/inventory.queries';
import type { StockLookup } from './assistant-engine';

/** The store's stock for one reply, or undefined when the store has never loaded a feed. */
export async function stockLookupOf(db: Db, dealershipId: number): Promise<StockLookup | undefined> {
  if (!(await hasInventory(db, ALL_DEALERSHIPS, dealershipId))) return undefined;
  return {
    find: (search) => findInStock(db, ALL_DEALERSHIPS, dealershipId, search),
    async namedIn(text) {
      const found = await matchStockUnit(db, ALL_DEALERSHIPS, dealershipId, text, { identifiersOnly: true });
      if (!found) return undefined;
      const { id: _id, price: _price, status, ...unit } = found;
      return {
        unit: { ...unit, interiorColor: null, mileage: null, features: null },
        sold: status === 'sold',
      };
    },
    namesSold: async (text) => (await findSoldNamedIn(db, ALL_DEALERSHIPS, dealershipId, text)).length > 0,
  };
}
