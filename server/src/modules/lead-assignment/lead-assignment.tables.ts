import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';
import { users } from '../users/users.tables';

/** A store's rule for giving new leads an owner; no row means manual with the default window. */
export const leadAssignmentRules = pgTable('lead_assignment_rules', {
  dealershipId: integer('dealership_id')
    .primaryKey()
    .references(() => dealerships.id, { onDelete: 'cascade' }),
  /** manual | round_robin | balanced */
  mode: text('mode').notNull().default('manual'),
  /** At most this many open leads per person; null = no cap. */
  maxOpenLeads: integer('max_open_leads'),
  responseWindowMinutes: integer('response_window_minutes').notNull().default(15),
  /** Round robin's place in the line. */
  lastAssignedUserId: integer('last_assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
