import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** The name colleagues see (Team screen, lead owner); the e-mail's local part until someone sets it. */
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('user'),
  /** Profile and notification preferences of the User Settings screen. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** "On the floor": takes new leads under the store's assignment rule. */
  available: boolean('available').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an admin or manager deactivates the account: it can no longer sign in; history keeps its name. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
});

/** Which dealerships a user works for; admins see every dealership regardless. */
export const userDealerships = pgTable(
  'user_dealerships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealershipId] })],
);
