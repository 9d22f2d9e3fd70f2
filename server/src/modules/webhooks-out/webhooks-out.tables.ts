import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';

/**
 * A store's webhook endpoint: where its events are posted. `secret_sealed` is the signing secret sealed with the
 * secret box (SECRETS_KEY): shown once at creation, opened only to sign a request.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    /** Set when repeated failures switched it off; cleared when a person switches it on. */
    disabledReason: text('disabled_reason'),
    /** Events given up (every retry failed) in a row since the last successful attempt. */
    failedDeliveries: integer('failed_deliveries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_dealership_idx').on(t.dealershipId)],
);

/** Every attempt to post an event to an endpoint: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    responseStatus: integer('response_status'),
    ok: boolean('ok').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
