import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { users } from '../users/users.tables';
import type { StoredNotice } from './notice-texts';

/** One notice to one person: the bell's list; e-mail and SMS copies are sent by a job. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** lead_assigned | hand_over | customer_reply | appointment_booked | response_overdue */
    kind: text('kind').notNull(),
    /** The words in the recipient's language when it was made: the realtime frame's, and the bell's for old rows. */
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** What the words are made of, so each read words it in the reader's language now; null before migration 0039. */
    facts: jsonb('facts').$type<StoredNotice>(),
    /** What the e-mail and SMS copies became: { email: 'sent' | 'skipped' | …, sms: … }. */
    delivery: jsonb('delivery').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
