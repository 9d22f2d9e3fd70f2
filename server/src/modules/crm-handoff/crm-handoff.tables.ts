import type { CrmHandoffError, CrmHandoffKind, CrmHandoffStatus } from '@lead-manager/contracts/crm-handoffs';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';

/** What the event was: an appointment's time and type, or an outcome and its reason. */
export interface CrmHandoffDetail {
  scheduledAt?: string;
  type?: string;
  outcome?: string;
  lostReason?: string | null;
}

/**
 * Each lead, appointment and outcome handed to a store's CRM as ADF e-mail, one row per event and lead. The
 * crm-handoff service writes each row with its send job in the transaction that made the lead, booked the
 * appointment or set the outcome (told by the leads and appointments modules' listeners, decision 054).
 */
export const crmHandoffs = pgTable(
  'crm_handoffs',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    kind: text('kind').$type<CrmHandoffKind>().notNull(),
    /** 'new', 'appointment:<id>', 'outcome:<sold|lost>': one hand-off per event of a lead. */
    eventKey: text('event_key').notNull(),
    detail: jsonb('detail').$type<CrmHandoffDetail>().notNull().default(sql`'{}'::jsonb`),
    status: text('status').$type<CrmHandoffStatus>().notNull().default('queued'),
    recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').$type<CrmHandoffError>(),
    lastErrorDetail: text('last_error_detail'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_handoffs_lead_event_uq').on(t.leadId, t.eventKey)],
);
