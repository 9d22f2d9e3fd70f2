import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A credential set on Webhook Setup: per store (`dealership_id`) or for the group (null), sealed with SECRETS_KEY,
 * so the column holds no plaintext. One row per (store or group, kind, field).
 */
export const connectionCredentials = pgTable(
  'connection_credentials',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id'),
    /** meta, google, tiktok, adf, website, twilio, mailgun, sendgrid */
    kind: text('kind').notNull(),
    field: text('field').notNull(),
    sealed: text('sealed').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setByUserId: integer('set_by_user_id'),
    setByEmail: text('set_by_email'),
  },
  (t) => [
    uniqueIndex('connection_credentials_scope_uq').on(sql`coalesce(${t.dealershipId}, 0)`, t.kind, t.field),
  ],
);

/**
 * What the door said to the last posts on each channel, per store URL (or the group's URL: null): accepted or
 * refused and why. A refused post is stored nowhere else, yet it is the error a store needs to see.
 */
export const connectionChecks = pgTable(
  'connection_checks',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id'),
    channel: text('channel').notNull(),
    lastAcceptedAt: timestamp('last_accepted_at', { withTimezone: true }),
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
    lastRefusal: text('last_refusal'),
  },
  (t) => [uniqueIndex('connection_checks_scope_uq').on(sql`coalesce(${t.dealershipId}, 0)`, t.channel)],
);
