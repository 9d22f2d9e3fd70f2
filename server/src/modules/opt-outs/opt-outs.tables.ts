import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A phone (E.164) or email that asked us to stop on a channel; nothing is sent to it there again. */
export const optOuts = pgTable(
  'opt_outs',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id').notNull(),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('opt_outs_address_uq').on(t.dealershipId, t.channel, t.address)],
);
