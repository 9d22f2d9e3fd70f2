import type { FeedRun } from '@lead-manager/contracts/inventory';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';

/**
 * A store's stock, one row per unit ever listed by its feed. `unitKey` (the VIN, else the stock number) is how a
 * later feed finds the same unit: a unit the newest feed omits is `sold`, one it lists again is back `in_stock`.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    unitKey: text('unit_key').notNull(),
    vin: text('vin'),
    stockNumber: text('stock_number'),
    /** new | used | cpo, or null when the feed did not say. */
    condition: text('condition'),
    year: integer('year'),
    make: text('make'),
    model: text('model').notNull(),
    trim: text('trim'),
    exteriorColor: text('exterior_color'),
    interiorColor: text('interior_color'),
    mileage: integer('mileage'),
    /** Whole currency units; staff only, never texted. */
    price: integer('price'),
    msrp: integer('msrp'),
    features: text('features'),
    url: text('url'),
    photoUrl: text('photo_url'),
    /** in_stock | sold */
    status: text('status').notNull().default('in_stock'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vehicles_unit_idx').on(t.dealershipId, t.unitKey),
    index('vehicles_stock_model_idx').on(t.dealershipId, t.status, t.model),
  ],
);

/** Each store's feed: the URL fetched on a schedule (admins set it) and what the last run did. */
export const inventoryFeeds = pgTable('inventory_feeds', {
  dealershipId: integer('dealership_id')
    .primaryKey()
    .references(() => dealerships.id, { onDelete: 'cascade' }),
  url: text('url'),
  lastRun: jsonb('last_run').$type<FeedRun>(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
