import type { FeedRun, InventoryQuery } from '@lead-manager/contracts/inventory';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertInScope, inScope, type Scope } from '../../lib/scope';
import { FEED_FIELDS } from './feed-columns';
import type { FeedVehicle } from './feed-rows';
import { inventoryFeeds, vehicles } from './inventory.tables';

export type VehicleRow = typeof vehicles.$inferSelect;

const INSERT_CHUNK = 500;
const COLUMNS = getTableColumns(vehicles);

/** `%word%` for ILIKE, with the pattern characters of the word taken literally. */
export const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Makes the feed the store's stock, in the caller's transaction: every listed unit is in stock (seen at `at`),
 * every unit in stock it does not list is sold. Counts what changed.
 */
export async function replaceStock(
  tx: Db,
  scope: Scope,
  dealershipId: number,
  list: FeedVehicle[],
  at: Date,
) {
  const inStore = and(eq(vehicles.dealershipId, dealershipId), inScope(vehicles.dealershipId, scope));
  let returned = 0;
  for (let i = 0; i < list.length; i += INSERT_CHUNK) {
    const chunk = list.slice(i, i + INSERT_CHUNK);
    const [back] = await tx
      .select({ n: count() })
      .from(vehicles)
      .where(
        and(
          inStore,
          eq(vehicles.status, 'sold'),
          inArray(
            vehicles.unitKey,
            chunk.map((v) => v.unitKey),
          ),
        ),
      );
    returned += back?.n ?? 0;
    await tx
      .insert(vehicles)
      .values(chunk.map((v) => ({ ...v, dealershipId, status: 'in_stock', lastSeenAt: at, soldAt: null })))
      .onConflictDoUpdate({
        target: [vehicles.dealershipId, vehicles.unitKey],
        set: Object.fromEntries(
          ([...FEED_FIELDS, 'status', 'lastSeenAt', 'soldAt'] as const).map((key) => [
            key,
            sql.raw(`excluded.${COLUMNS[key].name}`),
          ]),
        ),
      });
  }
  const sold = await tx
    .update(vehicles)
    .set({ status: 'sold', soldAt: at })
    .where(and(inStore, eq(vehicles.status, 'in_stock'), lt(vehicles.lastSeenAt, at)))
    .returning({ id: vehicles.id });
  return { inStock: list.length, sold: sold.length, returned };
}

/** The conditions of the Vehicles screen's search and filters. */
function listConditions(dealershipId: number, query: InventoryQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(vehicles.dealershipId, dealershipId)];
  const status = query.status ?? 'in_stock';
  if (status !== 'all') conditions.push(eq(vehicles.status, status));
  if (query.condition && query.condition !== 'all') conditions.push(eq(vehicles.condition, query.condition));
  if (query.color) conditions.push(ilike(vehicles.exteriorColor, containing(query.color)));
  if (query.make) conditions.push(ilike(vehicles.make, query.make));
  if (query.model) conditions.push(ilike(vehicles.model, query.model));
  for (const word of query.q?.split(/\s+/).filter(Boolean) ?? []) {
    const like = containing(word);
    conditions.push(
      or(
        ilike(vehicles.vin, like),
        ilike(vehicles.stockNumber, like),
        ilike(vehicles.make, like),
        ilike(vehicles.model, like),
        ilike(vehicles.trim, like),
        ilike(vehicles.exteriorColor, like),
        sql`${vehicles.year}::text = ${word}`,
      ),
    );
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

export async function listVehicles(
  db: Db,
  scope: Scope,
  dealershipId: number,
  query: InventoryQuery & { page: number; pageSize: number },
) {
  const where = and(inScope(vehicles.dealershipId, scope), ...listConditions(dealershipId, query));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(asc(vehicles.make), asc(vehicles.model), desc(vehicles.year), asc(vehicles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(vehicles).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function getFeed(db: Db, scope: Scope, dealershipId: number) {
  const [row] = await db
    .select()
    .from(inventoryFeeds)
    .where(and(eq(inventoryFeeds.dealershipId, dealershipId), inScope(inventoryFeeds.dealershipId, scope)));
  return row;
}

export async function saveFeedUrl(db: Db, scope: Scope, dealershipId: number, url: string | null) {
  assertInScope(scope, dealershipId);
  await db
    .insert(inventoryFeeds)
    .values({ dealershipId, url })
    .onConflictDoUpdate({ target: inventoryFeeds.dealershipId, set: { url } });
}

export async function saveFeedRun(db: Db, scope: Scope, dealershipId: number, run: FeedRun) {
  assertInScope(scope, dealershipId);
  const lastRunAt = new Date(run.at);
  await db
    .insert(inventoryFeeds)
    .values({ dealershipId, lastRun: run, lastRunAt })
    .onConflictDoUpdate({ target: inventoryFeeds.dealershipId, set: { lastRun: run, lastRunAt } });
}

/** Stores whose feed URL was last fetched before `before` (or never). */
export async function findDueFeeds(db: Db, scope: Scope, before: Date) {
  const rows = await db
    .select({ dealershipId: inventoryFeeds.dealershipId })
    .from(inventoryFeeds)
    .where(
      and(
        inScope(inventoryFeeds.dealershipId, scope),
        isNotNull(inventoryFeeds.url),
        or(sql`${inventoryFeeds.lastRunAt} IS NULL`, lt(inventoryFeeds.lastRunAt, before)),
      ),
    );
  return rows.map((r) => r.dealershipId);
}
