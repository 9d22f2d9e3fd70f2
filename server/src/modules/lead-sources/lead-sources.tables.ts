import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Every inbound webhook request, committed before we answer 200, processed by a job. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    /** The platform's own id (leadgen_id, Google lead_id, ADF id, MessageSid) or a payload hash. */
    externalId: text('external_id').notNull(),
    dealershipId: integer('dealership_id'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    /** Empty for a prospect of an ADF document: the document is stored once, in the event named here. */
    body: text('body').notNull(),
    documentId: integer('document_id'),
    status: text('status').notNull().default('pending'), // pending | processed | failed
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    leadId: integer('lead_id'),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_events_source_external_uq').on(t.source, t.externalId),
    index('webhook_events_status_idx').on(t.status),
    // Webhook Setup's last event of each source (connections).
    index('webhook_events_source_created_idx').on(t.source, t.createdAt),
  ],
);

/**
 * Each store's inbound ADF e-mail address is `leads-<token>@<inbound domain>`: the token, random and kept here, is
 * what makes the address unguessable (anyone can e-mail it, and the inbound route signs whatever it forwards).
 */
export const adfMailboxes = pgTable('adf_mailboxes', {
  dealershipId: integer('dealership_id').primaryKey(),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
