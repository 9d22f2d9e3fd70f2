import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Personal API keys: a store's own systems call `/api` with one instead of a session. `hash` is the SHA-256 of the
 * key, so the table alone opens nothing; the key acts as its owner, narrowed to its stores and access.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: every store of the owner. */
    dealershipIds: integer('dealership_ids').array(),
    access: text('access').$type<'read' | 'write'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_owner_idx').on(t.ownerUserId)],
);
