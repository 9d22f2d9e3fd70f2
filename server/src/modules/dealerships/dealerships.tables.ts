import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  timezone: text('timezone').notNull().default('America/New_York'),
  /** Routing keys for inbound leads: the Meta page, the Google form key, the website capture key. */
  facebookPageId: text('facebook_page_id'),
  googleKey: text('google_key'),
  captureKey: text('capture_key'),
  /** The Twilio number and inbound email address that belong to this dealership. */
  smsNumber: text('sms_number'),
  inboundEmail: text('inbound_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
