import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    type: text('type').notNull().default('test_drive'),
    status: text('status').notNull().default('scheduled'),
    notes: text('notes'),
    /** Who made the booking: `assistant` (from a conversation) or `staff` (a person on a screen). */
    bookedBy: text('booked_by').notNull().default('staff'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_dealership_time_idx').on(t.dealershipId, t.scheduledAt),
    index('appointments_time_idx').on(t.scheduledAt),
    // The dashboard's upcoming appointments (count and next), read from the index alone.
    index('appointments_open_time_idx')
      .on(t.scheduledAt, t.dealershipId)
      .where(sql`${t.status} IN ('scheduled', 'confirmed')`),
    index('appointments_lead_idx').on(t.leadId),
  ],
);
