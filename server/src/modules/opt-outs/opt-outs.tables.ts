import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A phone (E.164) or e-mail address that asked a sender to stop: nothing goes from that sender (our number,
 * Messaging Service or From address) to it again, whichever store would send it. Sender '' = any sender.
 */
export const optOuts = pgTable(
  'opt_outs',
  {
    id: serial('id').primaryKey(),
    sender: text('sender').notNull().default(''),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    /** How it came: `keyword` (STOP…), `free_text` ("stop texting me"), `carrier` (Twilio 21610). */
    method: text('method').notNull().default('keyword'),
    /** The words that opted out (first 100 characters), or the provider's code. */
    reason: text('reason'),
    /** The store whose conversation the opt-out came through (reports count it there); not part of the key. */
    dealershipId: integer('dealership_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('opt_outs_sender_address_uq').on(t.channel, t.address, t.sender)],
);
