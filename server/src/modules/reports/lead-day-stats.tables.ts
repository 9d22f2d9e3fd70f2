import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Real (not test) leads counted per store, store-local day of arrival, source and status: what the dashboard and
 * the reports' funnel show, without counting the leads table. Kept by triggers in the same transaction as every
 * change to leads, appointments and (through leads.first_response_at) messages; `rebuild_lead_day_stats()`
 * recounts it from the base tables. Migration 0022 holds the triggers.
 *
 * A group's counts are spread over a few rows (`slot`, from the writing transaction's id: migration 0025) so that leads
 * arriving together at one store do not queue on one row lock: readers sum the slots.
 */
export const leadDayStats = pgTable(
  'lead_day_stats',
  {
    dealershipId: integer('dealership_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    leads: integer('leads').notNull().default(0),
    /** Got a message or moved past `new`. */
    contacted: integer('contacted').notNull().default(0),
    /** Has an appointment; has a completed one (shown). */
    appointments: integer('appointments').notNull().default(0),
    shown: integer('shown').notNull().default(0),
    /** Got a first message, and how fast (the reports' distribution buckets). */
    answered: integer('answered').notNull().default(0),
    within5m: integer('within_5m').notNull().default(0),
    within1h: integer('within_1h').notNull().default(0),
    b1m: integer('b_1m').notNull().default(0),
    b5m: integer('b_5m').notNull().default(0),
    b15m: integer('b_15m').notNull().default(0),
    b1h: integer('b_1h').notNull().default(0),
    b4h: integer('b_4h').notNull().default(0),
    b24h: integer('b_24h').notNull().default(0),
    bLater: integer('b_later').notNull().default(0),
    slot: smallint('slot').notNull().default(0),
    /** Closed as sold (migration 0030): what conversion counts. */
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealershipId, t.day, t.source, t.status, t.slot] })],
);

/**
 * Real leads per store and status over all time (the dashboard's totals): the sums of lead_day_stats' `leads` by
 * store and status, kept by the same statement (migration 0027) so that the totals read a few rows instead of every
 * day of the group's history. Slots as in lead_day_stats.
 */
export const leadStatusTotals = pgTable(
  'lead_status_totals',
  {
    dealershipId: integer('dealership_id').notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealershipId, t.status, t.slot] })],
);
