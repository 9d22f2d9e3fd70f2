import type { MatchedVehicle, VehicleCondition, VehicleStatus } from '@lead-manager/contracts/inventory';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import type { FeedVehicle } from './feed-rows';
import { containing } from './inventory.repo';
import { vehicles } from './inventory.tables';

/** A unit as the assistant may describe it to a customer: no price, payment or MSRP. */
export type StockUnit = Omit<FeedVehicle, 'unitKey' | 'price' | 'msrp' | 'photoUrl'>;

const {
  id,
  status,
  price,
  dealershipId: _store,
  unitKey: _key,
  msrp: _msrp,
  photoUrl: _photo,
  lastSeenAt: _seen,
  soldAt: _sold,
  ...customerColumns
} = getTableColumns(vehicles);

/** Letters and digits only, lower case: "IONIQ 5", "Ioniq-5" and "ioniq5" are one model. */
const compactName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const compactColumn = (column: SQLWrapper) => sql`lower(regexp_replace(${column}, '[^a-zA-Z0-9]', '', 'g'))`;

export interface StockSearch {
  /** A model as customers say it ("Ioniq 5", "F-150"): matches the feed's "IONIQ 5 SEL", "F-150 XLT". */
  model?: string;
  make?: string;
  year?: number;
  /** Colour words as feeds write them ("blue"); any of them. */
  colors?: string[];
  limit: number;
}

/** In-stock units of one store, newest model years first. Sold units are never returned. */
export async function findInStock(
  db: Db,
  scope: Scope,
  dealershipId: number,
  search: StockSearch,
): Promise<StockUnit[]> {
  const conditions: (SQL | undefined)[] = [
    eq(vehicles.dealershipId, dealershipId),
    inScope(vehicles.dealershipId, scope),
    eq(vehicles.status, 'in_stock'),
  ];
  if (search.model)
    conditions.push(sql`${compactColumn(vehicles.model)} LIKE ${`${compactName(search.model)}%`}`);
  if (search.make) conditions.push(ilike(vehicles.make, search.make));
  if (search.year) conditions.push(eq(vehicles.year, search.year));
  if (search.colors?.length)
    conditions.push(or(...search.colors.map((c) => ilike(vehicles.exteriorColor, containing(c)))));
  const rows = await db
    .select(customerColumns)
    .from(vehicles)
    .where(and(...conditions))
    .orderBy(desc(vehicles.year), asc(vehicles.id))
    .limit(search.limit);
  return rows.map((row) => ({ ...row, condition: row.condition as VehicleCondition | null }));
}

/** Whether the store has ever loaded a feed: without one, nothing can be said about its stock. */
export async function hasInventory(db: Db, scope: Scope, dealershipId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), inScope(vehicles.dealershipId, scope)))
    .limit(1);
  return row !== undefined;
}

/** Sold units whose stock number or VIN the text names: a reply naming one offers a car already gone. */
export async function findSoldNamedIn(db: Db, scope: Scope, dealershipId: number, text: string) {
  const lower = text.toLowerCase();
  return db
    .select({ stockNumber: vehicles.stockNumber, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.dealershipId, dealershipId),
        inScope(vehicles.dealershipId, scope),
        eq(vehicles.status, 'sold'),
        or(
          sql`length(${vehicles.stockNumber}) >= 3 AND position(lower(${vehicles.stockNumber}) in ${lower}) > 0`,
          sql`position(lower(${vehicles.vin}) in ${lower}) > 0`,
        ),
      ),
    )
    .limit(5);
}

const VIN_IN_TEXT = /\b[A-HJ-NPR-Z0-9]{17}\b/gi;
const STOCK_IN_TEXT = /\bstock(?:\s*(?:#|no\.?|number))?\s*:?\s*#?\s*([A-Z0-9-]{3,20})\b/gi;
const YEAR_IN_TEXT = /\b(19[5-9]\d|20\d\d)\b/;

/**
 * The unit a lead's words name (its vehicle of interest, and the notes where ADF leaves `Vehicle vin:` and
 * `Vehicle stock:`): by VIN, else stock number, else year and model (in stock first, the trim named preferred).
 */
export async function matchStockUnit(
  db: Db,
  scope: Scope,
  dealershipId: number,
  text: string,
  options: { identifiersOnly?: boolean } = {},
): Promise<MatchedVehicle | null> {
  const inStore = and(eq(vehicles.dealershipId, dealershipId), inScope(vehicles.dealershipId, scope));
  const vins = [...text.matchAll(VIN_IN_TEXT)].map((m) => m[0].toUpperCase());
  const stocks = [...text.matchAll(STOCK_IN_TEXT)].map((m) => m[1] ?? '');
  const year = YEAR_IN_TEXT.exec(text)?.[1];
  const byId = or(
    vins.length ? inArray(vehicles.vin, vins) : undefined,
    stocks.length
      ? inArray(
          sql`upper(${vehicles.stockNumber})`,
          stocks.map((s) => s.toUpperCase()),
        )
      : undefined,
  );
  const compactText = compactName(text);
  const byModel =
    year && !options.identifiersOnly
      ? and(
          eq(vehicles.year, Number(year)),
          sql`position(${compactColumn(vehicles.model)} in ${compactText}) > 0`,
        )
      : undefined;
  const which = or(byId, byModel);
  if (!which) return null;
  const [row] = await db
    .select({ ...customerColumns, id, price, status })
    .from(vehicles)
    .where(and(inStore, which))
    .orderBy(
      ...(byId ? [sql`(${byId}) DESC`] : []),
      sql`${vehicles.status} = 'in_stock' DESC`,
      sql`(${vehicles.trim} IS NOT NULL AND position(${compactColumn(vehicles.trim)} in ${compactText}) > 0) DESC`,
      asc(vehicles.id),
    )
    .limit(1);
  return row
    ? { ...row, condition: row.condition as VehicleCondition | null, status: row.status as VehicleStatus }
    : null;
}
