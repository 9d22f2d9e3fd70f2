import type { BusinessHours } from '@lead-manager/contracts/dealerships';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  timezone: text('timezone').notNull().default('America/New_York'),
  /** Opening hours per weekday in the store's zone; null = the default showroom hours. */
  businessHours: jsonb('business_hours').$type<BusinessHours>(),
  /** Routing keys for inbound leads: the Meta page, the Google form key, the website capture key. */
  facebookPageId: text('facebook_page_id'),
  googleKey: text('google_key'),
  captureKey: text('capture_key'),
  /** The store's own SMS sender (E.164 number or Messaging Service SID); null = TWILIO_PHONE_NUMBER. */
  smsSender: text('sms_sender'),
  /**
   * The most texts a second the sender may send (a 10DLC number may get far less than a short code); null = no
   * limit. A burst above it is spread out in order, never dropped.
   */
  smsMessagesPerSecond: real('sms_messages_per_second'),
  /** The store's e-mail From; null = SMTP_FROM. */
  emailFromName: text('email_from_name'),
  emailFromAddress: text('email_from_address'),
  /** The address customers' e-mail replies are forwarded from (inbound parse). */
  inboundEmail: text('inbound_email'),
  /** The store's CRM lead addresses: each new lead is e-mailed there as ADF (crm-handoff); empty = off. */
  crmLeadEmails: text('crm_lead_emails').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
